import { globalStyle, style } from '@vanilla-extract/css';

/** The language switch inside a bar (the shell's top bar, /landing's bar): as wide as its value, its label unseen. */
export const inBar = style({ inlineSize: 'auto', minInlineSize: '8.5rem' });

// In a bar the select's own label (react-aria renders it as the first span) would crowd the row: it stays for screen readers only.
globalStyle(`${inBar} > span:first-child`, {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
