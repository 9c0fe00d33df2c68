import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/breakpoints.ts';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const root = style({
  display: 'block',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const circle = style({ borderRadius: vars.radius.full });
