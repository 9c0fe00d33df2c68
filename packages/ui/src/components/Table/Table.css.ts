import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm, color: vars.color.text });

export const caption = style({ captionSide: 'top', textAlign: 'start', padding: vars.space['3'], fontWeight: vars.font.weight.semibold });

export const headerCell = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  // Phones: tighter cells, so a table's last column (often its actions) stays on screen.
  '@media': { [media.mobile]: { paddingInline: vars.space['2'] } },
});

export const cell = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  '@media': { [media.mobile]: { paddingInline: vars.space['2'] } },
});

export const align = styleVariants({ start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } });

export const hideOnMobile = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const row = style({ selectors: { '&[data-expanded="true"]': { backgroundColor: vars.color.surfaceSunken } } });

export const toggleCell = style([cell, { inlineSize: '3rem', paddingInlineEnd: 0 }]);

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(90deg)' },
    [`[dir="rtl"] ${toggle}:not([aria-expanded="true"]) &`]: { transform: 'rotate(180deg)' },
  },
});

export const detailCell = style([cell, { backgroundColor: vars.color.surfaceSunken, paddingBlock: vars.space['4'] }]);

export const empty = style([cell, { textAlign: 'center', color: vars.color.textMuted, paddingBlock: vars.space['8'] }]);
