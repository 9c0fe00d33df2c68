import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['6'],
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
});

export const icon = style({ color: vars.color.textMuted });
export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const description = style({ maxInlineSize: '32rem', fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const alertIcon = style({ color: vars.color.danger });
export const alertRoot = style({ borderColor: vars.color.danger, borderStyle: 'solid', backgroundColor: vars.color.dangerTint });
