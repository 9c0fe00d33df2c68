import type { ThemeTokens } from './contract.css.ts';

type Shared = Omit<ThemeTokens, 'color' | 'shadow'>;
type Colors = ThemeTokens['color'];

export const sharedTokens: Shared = {
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', xl: '1rem', full: '9999px' },
  font: {
    family: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem', '2xl': '1.5rem', '3xl': '1.875rem' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  zIndex: { sticky: '10', drawer: '40', overlay: '50', modal: '60', popover: '70', toast: '80', tooltip: '90' },
  duration: { fast: '120ms', normal: '200ms', slow: '300ms' },
};

// Text on tinted backgrounds keeps at least 4.5:1 contrast in both themes (axe checks every story).
export const lightColors: Colors = {
  background: '#ffffff',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f4f4f5',
  text: '#18181b',
  textMuted: '#52525b',
  textInverse: '#ffffff',
  border: '#e4e4e7',
  borderStrong: '#a1a1aa',
  primary: '#4338ca',
  primaryHover: '#3730a3',
  primaryText: '#ffffff',
  primaryTint: '#eef2ff',
  focus: '#6366f1',
  overlay: 'rgb(0 0 0 / 0.5)',
  success: '#15803d',
  successTint: '#f0fdf4',
  successText: '#166534',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  dangerTint: '#fef2f2',
  dangerText: '#991b1b',
  warning: '#b45309',
  warningTint: '#fffbeb',
  warningText: '#92400e',
  info: '#1d4ed8',
  infoTint: '#eff6ff',
  infoText: '#1e40af',
  premium: '#a16207',
  premiumTint: '#fefce8',
  premiumText: '#854d0e',
  skeleton: '#e4e4e7',
};

export const darkColors: Colors = {
  background: '#09090b',
  surface: '#18181b',
  surfaceRaised: '#27272a',
  surfaceSunken: '#0f0f12',
  text: '#fafafa',
  textMuted: '#a1a1aa',
  textInverse: '#18181b',
  border: '#3f3f46',
  borderStrong: '#71717a',
  primary: '#818cf8',
  primaryHover: '#a5b4fc',
  primaryText: '#1e1b4b',
  primaryTint: '#1e1b4b',
  focus: '#a5b4fc',
  overlay: 'rgb(0 0 0 / 0.7)',
  success: '#4ade80',
  successTint: '#052e16',
  successText: '#86efac',
  danger: '#f87171',
  dangerHover: '#fca5a5',
  dangerTint: '#450a0a',
  dangerText: '#fca5a5',
  warning: '#fbbf24',
  warningTint: '#451a03',
  warningText: '#fcd34d',
  info: '#60a5fa',
  infoTint: '#172554',
  infoText: '#93c5fd',
  premium: '#facc15',
  premiumTint: '#422006',
  premiumText: '#fde047',
  skeleton: '#27272a',
};

export const lightShadows: ThemeTokens['shadow'] = {
  sm: '0 1px 2px rgb(0 0 0 / 0.06)',
  md: '0 4px 12px rgb(0 0 0 / 0.1)',
  lg: '0 12px 32px rgb(0 0 0 / 0.16)',
};

export const darkShadows: ThemeTokens['shadow'] = {
  sm: '0 1px 2px rgb(0 0 0 / 0.5)',
  md: '0 4px 12px rgb(0 0 0 / 0.6)',
  lg: '0 12px 32px rgb(0 0 0 / 0.7)',
};

function theme(color: Colors, shadow: ThemeTokens['shadow']): ThemeTokens {
  return { ...sharedTokens, color, shadow };
}

// Marked pure so a bundler drops the token tables from apps that never read them.
export const lightTokens: ThemeTokens = /* @__PURE__ */ theme(lightColors, lightShadows);
export const darkTokens: ThemeTokens = /* @__PURE__ */ theme(darkColors, darkShadows);
