import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** The one visible focus ring, applied under react-aria's `[data-focus-visible]` (keyboard focus only). */
export const focusRing: StyleRule = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
};
