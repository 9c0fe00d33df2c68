import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const avatarRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const avatarText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', gap: vars.space['3'], justifyContent: 'flex-end' });
