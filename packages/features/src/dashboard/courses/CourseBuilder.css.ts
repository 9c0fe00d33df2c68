import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@academy/ui';

// The Courses area: reorderable lists (react-aria GridList) and the builder's module sections.
export const reorderList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  outline: 'none',
  selectors: { '&[data-drop-target]': { outline: `2px dashed ${vars.color.primary}`, outlineOffset: '2px' } },
});
export const reorderItem = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'center',
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-dragging]': { opacity: 0.5 },
  },
  '@media': { [media.mobile]: { flexWrap: 'wrap' } },
});
export const dropIndicator = style({
  outline: `1px solid ${vars.color.primary}`,
  selectors: { '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}` } },
});
export const dragHandle = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2rem',
  blockSize: '2.75rem',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  fontSize: vars.font.size.lg,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
    '&[data-disabled]': { cursor: 'default', opacity: 0.4 },
  },
});
export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], flex: 1, minInlineSize: 0 });
export const itemTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
export const itemMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });
// A row on a phone: the title keeps the line beside its handle (it shrank to a word a line beside the buttons), and the
// buttons go on the next line, the whole row wide so they stay on one line at 320 px. (react-aria puts a row's content
// in a gridcell of display: contents, so these are the row's own flex items.)
globalStyle(`${reorderItem} > [role='gridcell'] > ${itemMain}`, {
  '@media': { [media.mobile]: { flexBasis: `calc(100% - 2rem - ${vars.space['3']})` } },
});
export const status = style({ margin: 0, minBlockSize: '1.25rem', fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const statusError = style({ color: vars.color.dangerText });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});
export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const empty = style({ margin: 0, padding: vars.space['3'], color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const back = style({ alignSelf: 'flex-start' });
