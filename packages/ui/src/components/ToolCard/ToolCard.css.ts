import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ blockSize: '100%' });
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });
export const logo = style({
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  objectFit: 'contain',
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
/** Shown instead of a missing logo: the tool's initial. */
export const logoFallback = style([
  logo,
  { display: 'grid', placeItems: 'center', fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg, color: vars.color.primary },
]);
export const name = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
export const category = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const description = style({
  margin: 0,
  flexGrow: 1,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], listStyle: 'none', margin: 0, padding: 0 });
