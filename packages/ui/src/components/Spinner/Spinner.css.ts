import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/breakpoints.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: 'currentColor' });

export const circle = style({
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Without motion the spinner stays still; the accessible label still says "Loading".
    [media.reducedMotion]: { animation: 'none' },
  },
});

export const size = styleVariants({
  sm: { inlineSize: '1rem', blockSize: '1rem' },
  md: { inlineSize: '1.5rem', blockSize: '1.5rem' },
  lg: { inlineSize: '2.5rem', blockSize: '2.5rem' },
});

export const fullPage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '100vh',
  inlineSize: '100%',
  color: vars.color.primary,
});
