import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
export const completed = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.successText,
  fontWeight: vars.font.weight.semibold,
});
export const loading = style({ position: 'relative' });
export const reserved = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], visibility: 'hidden' });
/** The action's room: a md Button's block size (Button.css.ts). */
export const actionRoom = style({ blockSize: '2.5rem' });
export const skeleton = style({ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const skeletonLine = style({ blockSize: '0.75rem', borderRadius: vars.radius.sm, backgroundColor: vars.color.skeleton });
export const notice = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.dangerText });
