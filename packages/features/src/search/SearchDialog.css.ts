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

// Issue 39.5: between 768 and 1000 px the bar's end (language, Sign in, Sign up) leaves the search little room. The box
// gives way instead of running under them: it shrinks (never below its icon), its shortcut goes first, then its text.
const ROOMY = '(min-width: 11rem)';
const HAS_TEXT_ROOM = '(min-width: 7rem)';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flex: '0 1 14rem',
  minInlineSize: '2.5rem',
  overflow: 'hidden',
  // The box measures itself for its contents (below): its size comes from the bar, never from its text.
  containerType: 'inline-size',
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
  // Phones: the icon alone (16 px, padding and border), as before.
  '@media': { [media.mobile]: { flex: `0 0 calc(16px + 2 * ${vars.space['2']} + 2px)`, minInlineSize: 0, padding: vars.space['2'] } },
});

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export const icon = style({ flexShrink: 0 });

// On phones, and where the box is narrow, only the icon shows; the text stays as the button's accessible name
// (visually hidden, not removed).
export const triggerText = style({
  flex: 1,
  minInlineSize: 0,
  textAlign: 'start',
  textOverflow: 'ellipsis',
  // Hidden (one line, clipped) unless the box has room; shown, it keeps one line and ends in an ellipsis.
  ...visuallyHidden,
  '@container': { [HAS_TEXT_ROOM]: { position: 'static', width: 'auto', height: 'auto', clipPath: 'none' } },
  '@media': { [media.mobile]: visuallyHidden },
});

export const shortcut = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space['1'],
  flexShrink: 0,
  display: 'none',
  '@container': { [ROOMY]: { display: 'inline' } },
  '@media': { [media.mobile]: { display: 'none' } },
});
