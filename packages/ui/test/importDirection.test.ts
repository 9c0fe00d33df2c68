// The lint rule that keeps dependencies pointing app -> features -> ui (eslint.config.js), checked on sample code.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: repo });

async function restrictedImports(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repo, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

// The first lint loads the whole config (typescript-eslint, plugins): slow on a busy machine.
describe('import direction app -> features -> ui', { timeout: 60_000 }, () => {
  it('refuses ui importing features or app, by name or by path', async () => {
    expect(
      await restrictedImports("import { useT } from '@academy/features';\nexport { useT };\n", 'packages/ui/src/components/Button/x.ts'),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        "import { routes } from '../../../../app/src/routes.tsx';\nexport { routes };\n",
        'packages/ui/src/components/Button/x.ts',
      ),
    ).toHaveLength(1);
  });

  it('refuses features importing app', async () => {
    expect(
      await restrictedImports("import { routes } from '@academy/app/routes';\nexport { routes };\n", 'packages/features/src/shell/x.ts'),
    ).toHaveLength(1);
  });

  it('allows the direction itself', async () => {
    expect(
      await restrictedImports("import { Button } from '@academy/ui';\nexport { Button };\n", 'packages/features/src/shell/x.ts'),
    ).toEqual([]);
    expect(await restrictedImports("import { useT } from '@academy/features';\nexport { useT };\n", 'packages/app/src/x.ts')).toEqual([]);
  });
});
