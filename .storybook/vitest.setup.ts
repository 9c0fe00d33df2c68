import { afterEach, expect, inject } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import { takeUnhandledRequests } from '../mocks/storyWorker.ts';
import { themeModes } from '../packages/ui/src/theme/themeMode.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    hasFile: (relativePath: string) => Promise<boolean>;
  }
}

declare module 'vitest' {
  interface ProvidedContext {
    /** CI=true: a missing screenshot baseline fails instead of being written. */
    ci: boolean;
  }
}

type StoryContext = { story?: { id: string; parameters: Record<string, unknown> } };

/** A story that made a request no MSW handler answers fails (mocks/storyWorker.ts), naming the requests. */
afterEach((context) => {
  // Storybook 10 ignores `parameters.viewport.defaultViewport` (designers would see a phone story at desktop width)
  // while this test runner still honours it: only the `globals.viewport` form shows both the same thing.
  const viewport = (context as unknown as StoryContext).story?.parameters.viewport as { defaultViewport?: string } | undefined;
  if (viewport?.defaultViewport)
    throw new Error(`Use globals: { viewport: { value: '${viewport.defaultViewport}' } } instead of parameters.viewport.defaultViewport`);
  const unhandled = takeUnhandledRequests();
  if (unhandled.length) throw new Error(`Requests no MSW handler answered (add handlers in mocks/):\n${unhandled.join('\n')}`);
});

/**
 * Visual regression without a cloud service: after each story's test passes, the area the preview
 * decorator marks `[data-visual-root]` is compared with committed baselines, once per theme (light, dark).
 * - Baselines live in `__screenshots__/<story file>/` beside each story file; create or update them with
 *   `pnpm exec vitest run --project storybook <story file> -u` (`-u` last), look at them, and commit them.
 * - Every story is compared unless it opts out with `parameters: { visual: false }` (content that changes
 *   from run to run). A story without a baseline fails: in CI (CI=true) at once, since
 *   an uncompared story would pass whatever it looks like; elsewhere vitest writes the missing baseline and
 *   fails this once, so it is looked at and committed before the next run.
 * - The comparison is strict (vitest.config.ts `toMatchScreenshot`): a brand-colour change must fail.
 * - Overlays (dialogs, menus, tooltips, the video dialog) are portalled to <body>, outside that area: a story that
 *   ends with one open sets `parameters: { visual: 'viewport' }`, and the whole viewport (the page and every
 *   overlay over it) is compared instead, light and dark.
 * - `parameters: { visualTolerance: n }` lets n pixels differ, for a story whose capture is not pixel-stable for a
 *   reason outside the code under test; the story says which pixels and why. Keep n far below what a colour change moves.
 */
afterEach(async (context) => {
  const story = (context as unknown as StoryContext).story;
  if (!story || story.parameters.visual === false || context.task.result?.state === 'fail') return;
  if (!document.querySelector('[data-visual-root]')) return;
  await document.fonts.ready;

  const updating = server.config.snapshotOptions.updateSnapshot === 'all';
  const html = document.documentElement;
  const root = page.getByTestId('visual-root');
  const viewport = story.parameters.visual === 'viewport';
  // A story whose capture rasterises a few edge pixels two ways from run to run names how many (and why, beside it);
  // every other story is compared strictly (vitest.config.ts).
  const tolerance = story.parameters.visualTolerance as number | undefined;
  // <body> stretched to the viewport and scrolled home: its box is then exactly what a person sees, overlays included.
  const captured = viewport ? page.elementLocator(document.body) : root;
  const bodyStyle = document.body.getAttribute('style');
  if (viewport) {
    window.scrollTo(0, 0);
    document.body.style.minBlockSize = '100vh';
    document.body.style.margin = '0';
  }
  const previous = html.dataset.theme;
  for (const mode of themeModes) {
    // Story ids use '--' between title and story; the file name on disk has single dashes, so name it that way.
    const name = `${story.id.replace(/-+/g, '-')}-${mode}`;
    const file = context.task.file.name.split('/').pop() ?? '';
    const baseline = `__screenshots__/${file}/${name}-${server.browser}-${server.platform}.png`;
    if (!updating && inject('ci') && !(await commands.hasFile(baseline))) {
      throw new Error(
        `${story.id} (${mode}) has no committed baseline ${baseline}: run \`pnpm exec vitest run --project storybook ${context.task.file.name} -u\`, ` +
          'look at the images and commit them, or opt the story out with parameters: { visual: false } and say why.',
      );
    }
    html.dataset.theme = mode;
    root.element().setAttribute('data-theme', mode);
    await expect
      .element(captured)
      .toMatchScreenshot(
        name,
        tolerance === undefined
          ? undefined
          : { comparatorName: 'pixelmatch', comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: tolerance } },
      );
  }
  if (viewport) {
    if (bodyStyle === null) document.body.removeAttribute('style');
    else document.body.setAttribute('style', bodyStyle);
  }
  if (previous) {
    html.dataset.theme = previous;
    root.element().setAttribute('data-theme', previous);
  }
});
