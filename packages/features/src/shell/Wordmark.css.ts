import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

/** The academy's name with its mark, as a link home: the sidebar's header and the standalone /landing's bar. */
export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'center',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    // react-aria's Link in the shell sets data-focus-visible; the plain link on /landing has :focus-visible.
    '&[data-focus-visible], &:focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.radius.sm },
  },
});

export const wordmarkMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  marginInlineEnd: vars.space['2'],
});
