import { defineConfig } from 'vitest/config';
import { workspaceStyles } from '../../scripts/vite/workspaceSource.ts';

// Plain unit tests of @academy/ui (node, server rendering). Behaviour in a browser is tested by the `storybook` project.
export default defineConfig({
  plugins: workspaceStyles(),
  test: {
    name: 'ui',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
