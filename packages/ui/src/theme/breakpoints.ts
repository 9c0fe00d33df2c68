/** SPEC 9: below 768 px the layout is "mobile" (sidebar becomes an off-canvas drawer). */
export const breakpoints = { mobile: 768 } as const;

/** Media queries cannot read CSS variables, so breakpoints are plain constants. */
export const media = {
  // Literal strings (not computed) so bundlers can drop them when unused; they must match `breakpoints.mobile`.
  mobile: 'screen and (max-width: 767.98px)',
  desktop: 'screen and (min-width: 768px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  motionOk: '(prefers-reduced-motion: no-preference)',
} as const;
