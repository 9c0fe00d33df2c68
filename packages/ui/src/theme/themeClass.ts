import { themeClasses } from './themes.css.ts';
import type { ThemeMode } from './themeMode.ts';

/** The class that applies a theme to a subtree (the alternative to `data-theme="light|dark"`). */
export function themeClass(mode: ThemeMode): string {
  return themeClasses[mode];
}

/** Attributes for the element that carries the theme, e.g. `<html {...themeAttributes('dark')}>`. */
export function themeAttributes(mode: ThemeMode): { 'data-theme': ThemeMode } {
  return { 'data-theme': mode };
}
