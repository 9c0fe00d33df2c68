/** SPEC 9: below 768 px the layout is "mobile" (sidebar becomes an off-canvas drawer). */
export const breakpoints = { mobile: 768 } as const;

/** Media queries cannot read CSS variables, so breakpoints are plain constants. */
export const media = {
  mobile: `screen and (max-width: ${breakpoints.mobile - 0.02}px)`,
  desktop: `screen and (min-width: ${breakpoints.mobile}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  motionOk: '(prefers-reduced-motion: no-preference)',
} as const;
