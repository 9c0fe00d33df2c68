import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const tooltip = style({
  maxInlineSize: '16rem',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontSize: vars.font.size.xs,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.tooltip,
  pointerEvents: 'none',
});
