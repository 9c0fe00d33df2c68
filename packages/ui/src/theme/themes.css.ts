import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { darkTokens, lightTokens } from './tokens.ts';

import type { ThemeMode } from './themeMode.ts';

// Light is the default everywhere; `data-theme="dark"` on any element (usually <html>) switches its subtree.
createGlobalTheme(':root, [data-theme="light"]', vars, lightTokens);
createGlobalTheme('[data-theme="dark"]', vars, darkTokens);
globalStyle('[data-theme="light"]', { colorScheme: 'light' });
globalStyle('[data-theme="dark"]', { colorScheme: 'dark' });

/** Class alternatives for hosts that prefer a class over the attribute. */
export const themeClasses: Record<ThemeMode, string> = {
  light: createTheme(vars, lightTokens),
  dark: createTheme(vars, darkTokens),
};
