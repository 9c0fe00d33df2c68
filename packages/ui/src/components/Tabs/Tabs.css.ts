import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

// Tabs wrap onto a second line when the row is too narrow (a phone): every tab stays in sight, none hides
// behind a sideways scroll that nothing announces (issue 20.10).
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: '2.25rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { backgroundColor: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = style({ outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });
