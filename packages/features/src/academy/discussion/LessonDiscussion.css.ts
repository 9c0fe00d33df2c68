import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space['4'],
});
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const muted = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const replies = style({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space['2'],
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `2px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});
export const message = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
// Hidden (seen by staff only): dashed and sunken, at full contrast.
export const hidden = style({ borderStyle: 'dashed', backgroundColor: vars.color.surfaceSunken });
export const hiddenNote = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, fontStyle: 'italic' });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  marginBlockEnd: vars.space['1'],
});
export const author = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold });
export const timestamp = style({
  padding: `0 ${vars.space['1']}`,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.warningTint,
  color: vars.color.warningText,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], marginBlockStart: vars.space['2'] });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const formRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});
export const fieldLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
export const textarea = style({
  inlineSize: '100%',
  minBlockSize: '4rem',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
});
export const locked = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px dashed ${vars.color.borderStrong}`,
});

// The kind of a new message (question or note): a radio pair on one line, wrapping on a phone.
export const kinds = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  border: 'none',
});
export const kind = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
});
