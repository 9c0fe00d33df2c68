import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingBlock: '0.125rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const variant = styleVariants({
  neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border },
  primary: { backgroundColor: vars.color.primaryTint, color: vars.color.text, borderColor: vars.color.primary },
  success: { backgroundColor: vars.color.successTint, color: vars.color.successText },
  danger: { backgroundColor: vars.color.dangerTint, color: vars.color.dangerText },
  warning: { backgroundColor: vars.color.warningTint, color: vars.color.warningText },
  info: { backgroundColor: vars.color.infoTint, color: vars.color.infoText },
  premium: { backgroundColor: vars.color.premiumTint, color: vars.color.premiumText, borderColor: vars.color.premium },
  outline: { backgroundColor: 'transparent', color: vars.color.text, borderColor: vars.color.borderStrong },
});
