import { afterEach, expect } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import { themeModes } from '../packages/ui/src/theme/themeMode.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    hasFile: (relativePath: string) => Promise<boolean>;
  }
}

type StoryContext = { story?: { id: string; parameters: Record<string, unknown> } };

/**
 * Visual regression without a cloud service: after each story's test passes, the area the preview
 * decorator marks `[data-visual-root]` is compared with committed baselines, once per theme (light, dark).
 * - Baselines live in `__screenshots__/<story file>/` beside each story file; create or update them with
 *   `pnpm exec vitest run --project storybook <story file> -u` (`-u` last) and commit them.
 * - Only stories with a committed baseline are compared (with or without CI=true), so a story someone has just
 *   added never breaks the shared build; until its baseline is committed it is rendered, played and axe-checked.
 *   `-u` writes (or rewrites) baselines.
 * - A story opts out with `parameters: { visual: false }` (content that changes from run to run).
 */
afterEach(async (context) => {
  const story = (context as unknown as StoryContext).story;
  if (!story || story.parameters.visual === false || context.task.result?.state === 'fail') return;
  if (!document.querySelector('[data-visual-root]')) return;
  await document.fonts.ready;

  const updating = server.config.snapshotOptions.updateSnapshot === 'all';
  const html = document.documentElement;
  const root = page.getByTestId('visual-root');
  const previous = html.dataset.theme;
  for (const mode of themeModes) {
    // Story ids use '--' between title and story; the file name on disk has single dashes, so name it that way.
    const name = `${story.id.replace(/-+/g, '-')}-${mode}`;
    const file = context.task.file.name.split('/').pop() ?? '';
    if (!updating && !(await commands.hasFile(`__screenshots__/${file}/${name}-${server.browser}-${server.platform}.png`))) continue;
    html.dataset.theme = mode;
    root.element().setAttribute('data-theme', mode);
    await expect.element(root).toMatchScreenshot(name);
  }
  if (previous) {
    html.dataset.theme = previous;
    root.element().setAttribute('data-theme', previous);
  }
});
