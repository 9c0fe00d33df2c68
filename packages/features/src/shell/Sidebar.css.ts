import { style } from '@vanilla-extract/css';
import { media, vars } from '@academy/ui';

// SPEC 9: 16rem expanded, 3rem icon rail, 18rem mobile drawer; rows at least 44px (top level) and 40px (children).
export const root = style({
  position: 'sticky',
  insetBlockStart: 0,
  blockSize: '100dvh',
  inlineSize: '16rem',
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  borderInlineEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  transition: `inline-size ${vars.duration.normal} ease, transform ${vars.duration.normal} ease`,
  overflow: 'hidden',
  selectors: {
    '&[data-collapsed="true"]': { inlineSize: '3rem' },
  },
  '@media': {
    [media.mobile]: {
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      inlineSize: '18rem',
      zIndex: vars.zIndex.drawer,
      transform: 'translateX(-100%)',
      boxShadow: vars.shadow.lg,
      selectors: {
        '&[data-collapsed="true"]': { inlineSize: '18rem' },
        '&[data-open="true"]': { transform: 'translateX(0)' },
      },
    },
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: `calc(${vars.zIndex.drawer} - 1)`,
  backgroundColor: vars.color.overlay,
  border: 'none',
  padding: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '3.5rem',
  paddingInline: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const wordmark = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.radius.sm } },
});

export const wordmarkMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  marginInlineEnd: vars.space['2'],
});

export const nav = style({ flex: 1, overflowY: 'auto', paddingBlock: vars.space['2'] });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' });

export const childList = style([list, { paddingInlineStart: vars.space['6'] }]);

export const row = style({ display: 'flex', alignItems: 'center' });

export const link = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minBlockSize: '44px',
  paddingInline: vars.space['3'],
  marginInline: vars.space['1'],
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-current="true"]': { backgroundColor: vars.color.primaryTint, color: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const childLink = style([link, { minBlockSize: '40px' }]);

export const label = style({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' });

export const disclosure = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  marginInlineEnd: vars.space['1'],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `transform ${vars.duration.fast} ease`,
  selectors: {
    '&[aria-expanded="true"]': { transform: 'rotate(180deg)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const footer = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const rail = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  inlineSize: '6px',
  cursor: 'ew-resize',
  border: 'none',
  padding: 0,
  background: 'transparent',
  selectors: { '&:hover': { backgroundColor: vars.color.border } },
  '@media': { [media.mobile]: { display: 'none' } },
});
