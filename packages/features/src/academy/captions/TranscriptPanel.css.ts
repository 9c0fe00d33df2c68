import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@academy/ui';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  blockSize: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
export const note = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const fallback = style({
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.infoTint,
  color: vars.color.infoText,
  fontSize: vars.font.size.xs,
});
// The list is its own scroller (positioned, so a line's offsetTop is measured from it).
export const scroller = style({
  position: 'relative',
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});
export const list = style({ listStyle: 'none', margin: 0, padding: vars.space['1'] });
export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  borderRadius: vars.radius.sm,
  borderInlineStart: '3px solid transparent',
});
export const current = style({ backgroundColor: vars.color.primaryTint, borderInlineStartColor: vars.color.primary });
export const seek = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  display: 'flex',
  gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken }, '&:focus-visible': { ...focusRing, outlineOffset: '-2px' } },
});
export const time = style({ flex: 'none', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', minInlineSize: '2.75rem' });
// A cue keeps its own line breaks; a long word or address wraps instead of widening the panel on a phone.
export const text = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const tool = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
