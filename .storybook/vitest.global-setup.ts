import type { TestProject } from 'vitest/node';
import { browserVersion, checkBaselineBrowser } from './baselineBrowser.ts';
import { releaseDependencyCache } from './dependencyCache.ts';

/**
 * Stops the run at once when the browser is not the one the screenshot baselines were taken with
 * (baselineBrowser.ts); at the end, gives back the dependency cache (dependencyCache.ts).
 */
export default function setup(project: TestProject) {
  checkBaselineBrowser(
    browserVersion(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    project.config.snapshotOptions.updateSnapshot === 'all',
  );
  return () => {
    const dir = process.env.ACADEMY_SB_CACHE_DIR;
    if (dir) releaseDependencyCache(dir);
  };
}
