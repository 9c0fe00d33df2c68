import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';

/**
 * Inside the workspace, `@academy/ui` resolves to its TypeScript source through the `@academy/source` export
 * condition (vanilla-extract compiles the styles on the fly, no build needed); everyone else, including a consumer
 * that installs the published tarball, gets `dist`. tsconfig.base.json's `customConditions` does the same for tsc.
 */
export const workspaceSourceCondition = '@academy/source';

const workspaceSourcePlugin = 'academy:workspace-source';

export function workspaceSource(): Plugin {
  return {
    name: workspaceSourcePlugin,
    config: () => ({
      resolve: { conditions: [workspaceSourceCondition, ...defaultClientConditions] },
      ssr: {
        resolve: { conditions: [workspaceSourceCondition, ...defaultServerConditions], externalConditions: [workspaceSourceCondition] },
      },
    }),
  };
}

/**
 * workspaceSource() with vanilla-extract. vanilla-extract compiles each `.css.ts` in its own Vite instance that keeps
 * only the plugins its filter lets through (by default none of ours): without this one there, a `.css.ts` importing
 * `@academy/ui` resolved to `dist`, so `pnpm dev:mock` and Storybook answered 500 in a clone where the package had
 * never been built. The plugin only sets resolve conditions, which that compiler handles like any Vite server.
 */
export function workspaceStyles(): Plugin[] {
  return [
    workspaceSource(),
    ...vanillaExtractPlugin({
      unstable_pluginFilter: ({ name }) => name === workspaceSourcePlugin || name === 'vite-tsconfig-paths',
    }),
  ];
}
