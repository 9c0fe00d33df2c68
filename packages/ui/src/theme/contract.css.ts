import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The one token contract. Every value is a CSS variable named `--academy-<path>`, so apps and
 * other packages can read the same tokens from plain CSS. Themes only fill this shape.
 */
const shape = {
  color: {
    background: '',
    surface: '',
    surfaceRaised: '',
    surfaceSunken: '',
    text: '',
    textMuted: '',
    textInverse: '',
    border: '',
    borderStrong: '',
    primary: '',
    primaryHover: '',
    primaryText: '',
    primaryTint: '',
    focus: '',
    overlay: '',
    success: '',
    successTint: '',
    successText: '',
    danger: '',
    dangerHover: '',
    dangerTint: '',
    dangerText: '',
    warning: '',
    warningTint: '',
    warningText: '',
    info: '',
    infoTint: '',
    infoText: '',
    premium: '',
    premiumTint: '',
    premiumText: '',
    skeleton: '',
  },
  space: { '0': '', '1': '', '2': '', '3': '', '4': '', '5': '', '6': '', '8': '', '10': '', '12': '', '16': '' },
  radius: { sm: '', md: '', lg: '', xl: '', full: '' },
  font: {
    family: { body: '', mono: '' },
    size: { xs: '', sm: '', md: '', lg: '', xl: '', '2xl': '', '3xl': '' },
    weight: { regular: '', medium: '', semibold: '', bold: '' },
    lineHeight: { tight: '', normal: '' },
  },
  shadow: { sm: '', md: '', lg: '' },
  zIndex: { sticky: '', drawer: '', overlay: '', modal: '', popover: '', toast: '', tooltip: '' },
  duration: { fast: '', normal: '', slow: '' },
};

export const vars = createGlobalThemeContract(shape, (_value, path) => `academy-${path.join('-')}`);

export type ThemeTokens = typeof shape;
