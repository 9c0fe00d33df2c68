import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { media } from '../../theme/breakpoints.ts';

/**
 * The table lays itself out by the room it has (a size container), not by the window: below COMPACT the author and
 * date move under the title, cells are tighter and staff actions stack, so a phone or a tablet with the sidebar open
 * shows every column. If a very narrow box still cannot hold it, the table scrolls sideways instead of being cut.
 */
const COMPACT = '(max-width: 48rem)';
export const wrapper = style({
  containerType: 'inline-size',
  backgroundColor: vars.color.surface,
});

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm, color: vars.color.text });

export const headCell = style({
  textAlign: 'start',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceSunken,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  '@container': { [COMPACT]: { padding: `${vars.space['2']} ${vars.space['2']}` } },
});

export const cell = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  verticalAlign: 'middle',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@container': { [COMPACT]: { padding: `${vars.space['3']} ${vars.space['2']}` } },
});

export const numericCell = style([cell, { textAlign: 'end', whiteSpace: 'nowrap', inlineSize: '1%' }]);

/** Author and date move under the title on narrow screens, where the table has no room for them. */
export const desktopOnly = style({ '@container': { [COMPACT]: { display: 'none' } } });
export const mobileOnly = style({ display: 'none', '@container': { [COMPACT]: { display: 'flex' } } });

/** Hidden topics (only staff see them) are set apart by a sunken background and their "Hidden" badge; fading them would fail text contrast. */
export const row = style({
  selectors: { '&[data-hidden="true"]': { backgroundColor: vars.color.surfaceSunken, fontStyle: 'italic' } },
});

export const expandButton = style([
  {
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: vars.space['2'],
    padding: 0,
    border: 'none',
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    fontWeight: vars.font.weight.semibold,
    textAlign: 'start',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: { '&:focus-visible': focusRing },
  },
]);

export const chevron = style({
  flexShrink: 0,
  marginBlockStart: '0.15rem',
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${expandButton}[aria-expanded="true"] &`]: { transform: 'rotate(90deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const titleLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const meta = style({ marginBlockStart: vars.space['1'], color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const likeButton = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    minBlockSize: '2rem',
    paddingInline: vars.space['2'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: 'none',
    color: vars.color.textMuted,
    font: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRing,
      '&[aria-pressed="true"]': { color: vars.color.danger, borderColor: vars.color.danger, backgroundColor: vars.color.dangerTint },
      '&:hover': { color: vars.color.text },
    },
  },
]);

export const likeIcon = style({ selectors: { [`${likeButton}[aria-pressed="true"] &`]: { fill: 'currentColor' } } });

export const expandedCell = style({
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['5']}`,
  backgroundColor: vars.color.surfaceSunken,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const content = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  marginBlockEnd: vars.space['4'],
  lineHeight: vars.font.lineHeight.normal,
});

export const actions = style({ display: 'flex', gap: vars.space['2'], justifyContent: 'flex-end' });
export const actionsUnderTitle = style({ gap: vars.space['2'], flexWrap: 'wrap', marginBlockStart: vars.space['2'] });
