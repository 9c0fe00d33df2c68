import { style } from '@vanilla-extract/css';
import { media, vars } from '@academy/ui';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minBlockSize: '12rem' });

export const input = style({
  inlineSize: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space['3']} ${vars.space['3']}`,
  fontSize: vars.font.size.md,
  fontFamily: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  margin: 0,
});

export const listbox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  maxBlockSize: '60dvh',
  overflowY: 'auto',
  '@media': { [media.mobile]: { maxBlockSize: '65dvh' } },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const groupLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  paddingInline: vars.space['2'],
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[aria-selected="true"]': { backgroundColor: vars.color.primaryTint, outline: `2px solid ${vars.color.focus}` } },
});

export const optionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const optionMeta = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const snippet = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const mark = style({
  backgroundColor: vars.color.warningTint,
  color: 'inherit',
  borderRadius: vars.radius.sm,
  paddingInline: '1px',
});

export const keys = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, margin: 0 });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minInlineSize: '14rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [media.mobile]: { minInlineSize: 0, padding: vars.space['2'] } },
});

// On phones only the icon shows; the text stays as the button's accessible name (visually hidden, not removed).
export const triggerText = style({
  flex: 1,
  textAlign: 'start',
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const shortcut = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space['1'],
  '@media': { [media.mobile]: { display: 'none' } },
});
