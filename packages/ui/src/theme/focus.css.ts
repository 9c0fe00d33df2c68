import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** The one visible focus ring, applied under react-aria's `[data-focus-visible]` (keyboard focus only). */
// Typed by its own shape (checked against StyleRule), so the published declarations need no @vanilla-extract/css.
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const satisfies StyleRule;
