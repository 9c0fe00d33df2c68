import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minInlineSize: 0,
});
export const legend = style({
  paddingInline: vars.space['1'],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});
export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const languages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});
export const language = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minInlineSize: 0 });
export const languageHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space['2'], minInlineSize: 0 });
export const languageName = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text });
export const status = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const pendingStatus = style({ fontSize: vars.font.size.xs, color: vars.color.infoText, overflowWrap: 'anywhere' });
export const languageActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const refusal = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.xs, overflowWrap: 'anywhere' });

export const preview = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minInlineSize: 0 });
export const previewHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space['2'] });
export const previewTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});
// A video's frame and its captions look the same in light and dark themes, as on every player: black letterbox,
// white text on a dark box (the contrast captions need over any picture).
export const stage = style({
  position: 'relative',
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  backgroundColor: '#000',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const media = style({ position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', border: 0 });
export const noPlayer = style({
  position: 'absolute',
  insetInline: vars.space['4'],
  insetBlockStart: vars.space['4'],
  margin: 0,
  color: '#d4d4d8',
  fontSize: vars.font.size.xs,
});
export const captionBox = style({
  position: 'absolute',
  insetInline: '5%',
  insetBlockEnd: '6%',
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});
export const captionText = style({
  maxInlineSize: '100%',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  backgroundColor: 'rgba(0, 0, 0, 0.8)',
  color: '#fff',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
export const cueList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxBlockSize: '12rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const cue = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr',
  gap: vars.space['2'],
  inlineSize: '100%',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="true"]': { backgroundColor: vars.color.primaryTint },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const cueTime = style({ fontFamily: vars.font.family.mono, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const cueText = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const more = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });
