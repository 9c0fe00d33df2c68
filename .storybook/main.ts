import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceStyles } from '../scripts/vite/workspaceSource.ts';

// One Storybook for the whole repo: design-system components and feature containers.
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // msw's worker script is committed there (pnpm 10 skips msw's install script).
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Prop tables of the Docs pages (autodocs) come from the components' TypeScript props.
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), ...workspaceStyles()];
    return viteConfig;
  },
};

export default config;
