import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';
import { startStrictWorker } from '../mocks/storyWorker.ts';
import { I18nProvider } from '../packages/features/src/i18n/index.ts';
import { locales, type Locale } from '../packages/features/src/i18n/types.ts';
import { RouterProvider, themeModes, type ThemeMode } from '../packages/ui/src/index.ts';
// Tokens, both themes and base styles, imported directly as an app does with '@academy/ui/styles.css':
// a production build drops side-effect imports of a package entry whose exports are not used.
import '../packages/ui/src/styles.css.ts';
import * as styles from './preview.css.ts';

/** Puts the chosen theme on <html> (so portals such as dialogs and toasts follow it) and marks the area screenshots capture. */
const withThemeAndVisualRoot: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeMode;
  document.documentElement.dataset.theme = theme;
  return (
    <div data-visual-root="" data-testid="visual-root" data-theme={theme} className={styles.visualRoot}>
      <Story />
    </div>
  );
};

/** Feature containers read their text from the catalogs; stories can be switched between ht, pt and en. */
const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'ht') as Locale;
  return (
    <I18nProvider locale={locale}>
      <Story />
    </I18nProvider>
  );
};

/**
 * Links navigate client-side through react-aria's RouterProvider (as in the app), so pressing a link in a story
 * never unloads the page; the path is logged in the Actions panel instead.
 */
const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={(path) => console.info('[storybook] navigate', path)}>
    <Story />
  </RouterProvider>
);

/**
 * The MSW addon's current API: its preview annotations start the (strict) worker once and hand each story
 * `context.msw`, resetting it to the default handlers after the story. Stories here declare their handlers as
 * `parameters.msw` (a list, or groups in an object), which this hook installs before the story renders.
 */
const mockService = createPreviewAnnotations(startStrictWorker);
type HandlerParameter =
  readonly RequestHandler[] | { handlers?: readonly RequestHandler[] | Record<string, RequestHandler | readonly RequestHandler[]> };
const storyHandlers = (parameter: HandlerParameter | undefined): RequestHandler[] => {
  if (!parameter) return [];
  if (Array.isArray(parameter)) return [...(parameter as readonly RequestHandler[])];
  const { handlers } = parameter as Exclude<HandlerParameter, readonly RequestHandler[]>;
  if (!handlers) return [];
  return (Array.isArray(handlers) ? handlers : Object.values(handlers)).flat();
};
const useStoryHandlers = (context: StoryContext) => {
  const handlers = storyHandlers(context.parameters.msw as HandlerParameter | undefined);
  if (handlers.length) context.msw?.use(...handlers);
};

const preview: Preview = {
  decorators: [withThemeAndVisualRoot, withLocale, withRouter],
  beforeEach: [mockService.beforeEach!, useStoryHandlers],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [...themeModes], dynamicTitle: true },
    },
    locale: {
      description: 'Interface language',
      toolbar: { title: 'Locale', icon: 'globe', items: [...locales], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', locale: 'ht' },
  parameters: {
    layout: 'fullscreen',
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
