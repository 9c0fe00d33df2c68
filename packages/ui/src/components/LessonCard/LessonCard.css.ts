import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  minInlineSize: 0,
});

/** Spec: locked cards are red-tinted, cards whose videos are all completed are green-tinted. */
export const tone = styleVariants({
  open: {},
  locked: { backgroundColor: vars.color.dangerTint, borderColor: vars.color.danger, opacity: 0.85 },
  completed: { backgroundColor: vars.color.successTint, borderColor: vars.color.success },
});

/** Badges go under the title when the card is too narrow for both on one line (never outside the card). */
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});
export const title = style({
  margin: 0,
  flex: '1 1 10rem',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});
export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], minInlineSize: 0, maxInlineSize: '100%' });

export const badge = styleVariants({
  locked: { color: vars.color.dangerText, backgroundColor: vars.color.dangerTint },
  completed: { color: vars.color.successText, backgroundColor: vars.color.successTint },
  premium: { color: vars.color.premiumText, backgroundColor: vars.color.premiumTint },
  questions: { color: vars.color.warningText, backgroundColor: vars.color.warningTint },
});
export const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingInline: vars.space['2'],
  paddingBlock: '2px',
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const videos = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const videoRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] });
export const videoTitle = style({ fontSize: vars.font.size.sm, minInlineSize: 0, overflowWrap: 'anywhere' });
export const videoMeta = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexShrink: 0 });
export const percent = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const completedMark = style({ color: vars.color.success, display: 'inline-flex' });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'], flexWrap: 'wrap' });
