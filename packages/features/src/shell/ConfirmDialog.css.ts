import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const question = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  flexWrap: 'wrap',
  paddingBlockStart: vars.space['2'],
});
