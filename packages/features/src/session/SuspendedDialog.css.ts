import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const text = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 });
export const link = style({ color: vars.color.primary, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
