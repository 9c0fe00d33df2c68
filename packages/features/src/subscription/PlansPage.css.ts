import { style } from '@vanilla-extract/css';
import { media, vars } from '@academy/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxInlineSize: '64rem',
  marginInline: 'auto',
  padding: vars.space['4'],
});
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], textAlign: 'center' });
export const title = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const selection = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });
export const actions = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'center',
  flexWrap: 'wrap',
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});
export const current = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const lifetime = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.premium}`,
  backgroundColor: vars.color.premiumTint,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const lifetimeText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const lifetimeTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const lifetimeLabel = style({ margin: 0, color: vars.color.premiumText, fontWeight: vars.font.weight.medium });
export const lifetimePrice = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });
export const lifetimeOnce = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
  marginInlineStart: vars.space['1'],
});
export const lifetimeAction = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], alignItems: 'stretch' });
export const owned = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.successText });
