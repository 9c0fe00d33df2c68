import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space['1'],
  inlineSize: '100%',
  fontSize: vars.font.size.sm,
});

export const label = style({ color: vars.color.text });
export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  gridColumn: '1 / -1',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({ blockSize: '100%', borderRadius: vars.radius.full, transition: `inline-size ${vars.duration.slow}` });

export const tone = styleVariants({
  primary: { backgroundColor: vars.color.primary },
  success: { backgroundColor: vars.color.success },
  danger: { backgroundColor: vars.color.danger },
  warning: { backgroundColor: vars.color.warning },
});
