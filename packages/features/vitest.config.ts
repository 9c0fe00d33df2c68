import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { workspaceSource } from '../../scripts/vite/workspaceSource.ts';

// Unit tests of @academy/features: pure logic and data code, in Node (no DOM).
// The root is pinned to this folder so the globs mean the same from the workspace and from here.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [workspaceSource()],
  test: {
    name: 'features',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
