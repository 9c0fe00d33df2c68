import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './sidebarRules.ts';

export const wrapper = style({ display: 'flex', minBlockSize: '100vh', inlineSize: '100%' });

export const inset = style({ display: 'flex', flexDirection: 'column', flex: 1, minInlineSize: 0 });

export const aside = style({
  position: 'sticky',
  insetBlockStart: 0,
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  blockSize: '100vh',
  inlineSize: SIDEBAR_WIDTH,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  zIndex: vars.zIndex.sticky,
  transition: `inline-size ${vars.duration.normal} ease`,
  selectors: { '&[data-state="collapsed"]': { inlineSize: SIDEBAR_WIDTH_ICON } },
  '@media': { [media.mobile]: { display: 'none' } },
});

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Mobile: holds the portalled drawer without taking room in the layout. */
export const drawerHost = style({ display: 'contents' });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  backgroundColor: vars.color.overlay,
  '@media': { [media.motionOk]: { selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal}` } } } },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: SIDEBAR_WIDTH_MOBILE,
  maxInlineSize: '85vw',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': {
    [media.motionOk]: {
      selectors: {
        '&[data-entering]': { animation: `${slideIn} ${vars.duration.slow} ease-out` },
        '[dir="rtl"] &[data-entering]': { animation: `${slideInRtl} ${vars.duration.slow} ease-out` },
      },
    },
  },
});

export const drawerDialog = style({ display: 'flex', flexDirection: 'column', blockSize: '100%', outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '3.5rem',
  paddingInline: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const content = style({ flex: 1, overflowY: 'auto', overflowX: 'hidden', padding: vars.space['2'] });

export const footer = style({
  padding: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  // Wraps rather than cutting the line with '…': the Portuguese copyright line is wider than the column (issue 20).
  overflowWrap: 'anywhere',
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: '2px', margin: 0, padding: 0, listStyle: 'none' });

export const subList = style([
  list,
  { marginInlineStart: vars.space['4'], paddingInlineStart: vars.space['2'], borderInlineStart: `1px solid ${vars.color.border}` },
]);

export const row = style({ display: 'flex', alignItems: 'center', gap: '2px' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flex: 1,
  minInlineSize: 0,
  minBlockSize: '44px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.border },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-active="true"]': { backgroundColor: vars.color.primaryTint, fontWeight: vars.font.weight.semibold },
  },
});

export const childLink = style({ minBlockSize: '40px' });

/** On the icon rail the row is a square around the icon. */
export const railLink = style({ justifyContent: 'center', paddingInline: 0, flex: 'none', inlineSize: '2.25rem', marginInline: 'auto' });

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

export const label = style({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' });

export const groupToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '44px',
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.border, color: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const rail = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: '-8px',
  inlineSize: '16px',
  border: 'none',
  background: 'transparent',
  cursor: 'ew-resize',
  zIndex: 1,
  selectors: {
    '&::after': { content: '""', position: 'absolute', insetBlock: 0, insetInlineStart: '7px', inlineSize: '2px' },
    '&[data-hovered]::after': { backgroundColor: vars.color.border },
    '&[data-focus-visible]': focusRing,
  },
});

export const trigger = style({});
