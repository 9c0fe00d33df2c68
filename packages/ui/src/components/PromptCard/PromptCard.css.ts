import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ blockSize: '100%', justifyContent: 'space-between' });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  margin: 0,
});
export const text = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 6,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
/** A locked prompt has no text at all (the server withheld it); this placeholder only says so. */
export const lockedText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.premium}`,
  backgroundColor: vars.color.premiumTint,
  color: vars.color.premiumText,
  fontSize: vars.font.size.sm,
});
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});
export const author = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
