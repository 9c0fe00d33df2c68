import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';

/**
 * Inside the workspace, `@academy/ui` resolves to its TypeScript source through the `@academy/source` export
 * condition (vanilla-extract compiles the styles on the fly, no build needed); everyone else, including a consumer
 * that installs the published tarball, gets `dist`. tsconfig.base.json's `customConditions` does the same for tsc.
 */
export const workspaceSourceCondition = '@academy/source';

export function workspaceSource(): Plugin {
  return {
    name: 'academy:workspace-source',
    config: () => ({
      resolve: { conditions: [workspaceSourceCondition, ...defaultClientConditions] },
      ssr: {
        resolve: { conditions: [workspaceSourceCondition, ...defaultServerConditions], externalConditions: [workspaceSourceCondition] },
      },
    }),
  };
}
