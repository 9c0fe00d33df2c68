import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

/** Shared by every labelled form field so they line up and read the same. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], inlineSize: '100%' });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text });

export const description = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.size.xs, color: vars.color.dangerText });

export const control = style({
  display: 'flex',
  alignItems: 'center',
  inlineSize: '100%',
  minBlockSize: '2.5rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const input = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: '2.5rem',
  paddingInline: vars.space['3'],
  border: 'none',
  background: 'transparent',
  outline: 'none',
  fontSize: vars.font.size.md,
  color: 'inherit',
  '::placeholder': { color: vars.color.textMuted },
});

/** A standalone input (no wrapping group): the border and ring live on the input itself. */
export const standaloneInput = style([
  control,
  input,
  {
    // `input` (composed after `control`) resets border and background for inputs inside a group;
    // a standalone input needs the control's frame back.
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    selectors: {
      '&[data-focused]': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
      '&[data-invalid]': { borderColor: vars.color.danger },
    },
  },
]);

export const adornmentButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});
