import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { workspaceSource } from '../../scripts/vite/workspaceSource.ts';

// Unit tests of the app shell: guard decisions, route table, i18n catalogs and the JSX literal check. Node only (no DOM).
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [workspaceSource()],
  test: {
    name: 'app',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
