import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space['3'] },
  md: { padding: vars.space['5'] },
  lg: { padding: vars.space['8'] },
});

// Tones tint the whole card: SPEC uses red for locked lessons and green for completed ones.
export const tone = styleVariants({
  default: {},
  success: { backgroundColor: vars.color.successTint, borderColor: vars.color.success },
  danger: { backgroundColor: vars.color.dangerTint, borderColor: vars.color.danger },
  warning: { backgroundColor: vars.color.warningTint, borderColor: vars.color.warning },
  premium: { backgroundColor: vars.color.premiumTint, borderColor: vars.color.premium },
  primary: { backgroundColor: vars.color.primaryTint, borderColor: vars.color.primary },
});

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.tight });
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
