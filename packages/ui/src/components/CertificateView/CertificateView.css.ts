import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  maxInlineSize: 'min(52rem, 100%)',
  boxSizing: 'border-box',
  marginInline: 'auto',
  padding: `${vars.space['12']} ${vars.space['6']}`,
  '@media': { [media.mobile]: { padding: `${vars.space['8']} ${vars.space['4']}` } },
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.primary}`,
  outline: `6px double ${vars.color.border}`,
  outlineOffset: '-14px',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
export const heading = style({ margin: 0, fontSize: vars.font.size['3xl'], fontWeight: vars.font.weight.bold, letterSpacing: '0.02em' });
export const small = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.textMuted });
export const learner = style({
  margin: 0,
  maxInlineSize: '100%',
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.semibold,
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
  paddingInline: vars.space['6'],
  // A learner without a name is shown by email, which has no spaces to break at.
  overflowWrap: 'anywhere',
});
export const course = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, color: vars.color.primary });
export const meta = style({
  display: 'grid',
  gap: vars.space['1'],
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  maxInlineSize: '100%',
});
export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
export const verified = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.successText,
  fontWeight: vars.font.weight.medium,
});
export const actions = style({ display: 'flex', justifyContent: 'center', gap: vars.space['2'], marginBlockStart: vars.space['2'] });

/**
 * Print: only the certificate, on white, full width. Everything else on the page (sidebar,
 * top bar, buttons) is hidden so "Save as PDF" gives a clean one-page certificate.
 */
globalStyle('body *', { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${root}, ${root} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(root, {
  '@media': {
    print: {
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineStart: 0,
      inlineSize: '100%',
      maxInlineSize: 'none',
      backgroundColor: '#fff',
      color: '#000',
    },
  },
});
globalStyle(`${actions}, ${actions} *`, { '@media': { print: { display: 'none' } } });
