import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { media } from './breakpoints.ts';

// A small reset: predictable box model, no default margins, inherited fonts in form controls.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });
globalStyle('body', {
  minBlockSize: '100vh',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('img, picture, svg, video', { display: 'block', maxInlineSize: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

// Users who ask for less motion get none: animations and transitions finish at once.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
