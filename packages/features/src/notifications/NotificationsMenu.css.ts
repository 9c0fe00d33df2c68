import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
  },
});

export const count = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineEnd: '0',
  minInlineSize: '1.1rem',
  blockSize: '1.1rem',
  paddingInline: '4px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger,
  color: '#fff',
  fontSize: '0.7rem',
  fontWeight: vars.font.weight.semibold,
  lineHeight: '1.1rem',
  textAlign: 'center',
});

export const popover = style({
  inlineSize: '22rem',
  maxInlineSize: 'calc(100vw - 1rem)',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const dialog = style({ display: 'flex', flexDirection: 'column', outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const list = style({ listStyle: 'none', margin: 0, padding: vars.space['1'], maxBlockSize: '24rem', overflowY: 'auto' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '-2px' },
  },
});

export const unread = style({ fontWeight: vars.font.weight.semibold });

export const meta = style({ display: 'flex', gap: vars.space['2'], fontSize: vars.font.size.xs, color: vars.color.textMuted });

// The brand colour itself (primaryText is the text colour on a brand background: unreadable on the menu in dark mode).
export const dot = style({ color: vars.color.primary });

export const state = style({ padding: vars.space['4'], fontSize: vars.font.size.sm, color: vars.color.textMuted, textAlign: 'center' });
