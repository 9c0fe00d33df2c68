import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const groupLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.textMuted });
export const cards = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { borderColor: vars.color.primary, boxShadow: vars.shadow.md },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const popular = style({ borderColor: vars.color.premium });

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['2'] });
export const name = style({ display: 'block', margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], justifyContent: 'flex-end' });
export const priceRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['1'], flexWrap: 'wrap' });
export const price = style({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const period = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const description = style({ display: 'block', margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const features = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], fontSize: vars.font.size.sm });
export const check = style({ color: vars.color.success, flexShrink: 0, marginTop: '2px' });
export const indicator = style({
  inlineSize: '1.1rem',
  blockSize: '1.1rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  flexShrink: 0,
  selectors: { [`${root}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: '6px' } },
});
export const nameRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
