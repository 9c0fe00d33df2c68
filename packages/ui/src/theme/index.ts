export { vars, type ThemeTokens } from './contract.css.ts';
export { themeModes, type ThemeMode } from './themeMode.ts';
export { themeClass, themeAttributes } from './themeClass.ts';
export { breakpoints, media } from './breakpoints.ts';
export { lightTokens, darkTokens } from './tokens.ts';
export { focusRing } from './focus.css.ts';
