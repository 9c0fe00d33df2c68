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
 *   `pnpm exec vitest run --project storybook -u <story file>` and commit them.
 * - Locally a missing baseline is written and the test fails once so it gets reviewed; in CI (`CI=true`,
 *   snapshots read-only) a story without a committed baseline is rendered, played and axe-checked but not compared.
 * - A story opts out with `parameters: { visual: false }` (content that changes from run to run).
 */
afterEach(async (context) => {
  const story = (context as unknown as StoryContext).story;
  if (!story || story.parameters.visual === false || context.task.result?.state === 'fail') return;
  if (!document.querySelector('[data-visual-root]')) return;
  await document.fonts.ready;

  const readOnly = server.config.snapshotOptions.updateSnapshot === 'none';
  const html = document.documentElement;
  const root = page.getByTestId('visual-root');
  const previous = html.dataset.theme;
  for (const mode of themeModes) {
    const name = `${story.id}-${mode}`;
    const file = context.task.file.name.split('/').pop() ?? '';
    if (readOnly && !(await commands.hasFile(`__screenshots__/${file}/${name}-${server.browser}-${server.platform}.png`))) continue;
    html.dataset.theme = mode;
    root.element().setAttribute('data-theme', mode);
    await expect.element(root).toMatchScreenshot(name);
  }
  if (previous) {
    html.dataset.theme = previous;
    root.element().setAttribute('data-theme', previous);
  }
});
