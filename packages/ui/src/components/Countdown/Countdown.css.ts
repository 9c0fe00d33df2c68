import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['3'] });
export const units = style({ display: 'flex', gap: vars.space['3'], flexWrap: 'wrap', justifyContent: 'center', margin: 0, padding: 0 });
export const unit = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  minInlineSize: '4.5rem',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
export const value = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const label = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
export const ended = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
