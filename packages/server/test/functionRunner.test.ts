// The function runner remembers the entry files it has found (no file system check per call), but never a name it
// did not find: a function deployed after a miss is served, and names asked for by clients are not kept.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FunctionRunner } from '../src/functions.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'academy-functions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function deploy(name: string, body: string): void {
  mkdirSync(path.join(dir, name), { recursive: true });
  writeFileSync(path.join(dir, name, 'index.ts'), `export default () => new Response(${JSON.stringify(body)});\n`);
}

const call = (runner: FunctionRunner, name: string) => runner.handle(new Request(`http://local/functions/v1/${name}`), name);

describe('FunctionRunner', () => {
  const runner = new FunctionRunner(dir, {
    SUPABASE_URL: 'http://local',
    SUPABASE_PUBLISHABLE_KEY: 'publishable',
    SUPABASE_SECRET_KEY: 'secret',
    SUPABASE_JWT_SECRET: 'jwt secret',
    SITE_URL: 'http://local',
  });

  it('answers 404 for a missing function, then serves it once it is deployed', async () => {
    const missing = await call(runner, 'later');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'function_not_found' });
    deploy('later', 'here now');
    const found = await call(runner, 'later');
    expect(found.status).toBe(200);
    expect(await found.text()).toBe('here now');
  });

  it('keeps serving a found function from memory, and refuses names that are not function names', async () => {
    deploy('kept', 'kept');
    expect(await (await call(runner, 'kept')).text()).toBe('kept');
    rmSync(path.join(dir, 'kept'), { recursive: true });
    expect(await (await call(runner, 'kept')).text()).toBe('kept');
    expect((await call(runner, '../kept')).status).toBe(404);
    expect((await call(runner, 'Kept')).status).toBe(404);
  });
});
