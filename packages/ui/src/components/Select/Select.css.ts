import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  inlineSize: '100%',
  minBlockSize: '2.5rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const value = style({ selectors: { '&[data-placeholder]': { color: vars.color.textMuted } } });
