import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'], color: vars.color.textMuted });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': { color: vars.color.text, fontWeight: vars.font.weight.medium, cursor: 'default', textDecoration: 'none' },
  },
});

export const separator = style({ color: vars.color.textMuted, flexShrink: 0 });
