// Every edge function must also run on hosted Supabase, which runs it in Deno: `deno check`
// each supabase/functions/<name>/index.ts with the deno.json import map (npm: specifiers).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/index.ts';

const DENO = path.join(REPO_ROOT, 'node_modules', '.bin', 'deno');
const FUNCTIONS_DIR = path.join(REPO_ROOT, 'supabase', 'functions');

const entries = readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_') && !d.name.startsWith('.') && existsSync(path.join(FUNCTIONS_DIR, d.name, 'index.ts')))
  .map((d) => `${d.name}/index.ts`);

describe.skipIf(!existsSync(DENO))('edge functions under Deno', () => {
  it('finds the functions to check', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it('type-checks every function with deno check', { timeout: 240_000 }, async () => {
    const result = await promisify(execFile)(DENO, ['check', '--quiet', '--config', 'deno.json', ...entries], { cwd: FUNCTIONS_DIR, maxBuffer: 16 * 1024 * 1024 }).catch(
      (error: { stdout?: string; stderr?: string; code?: number }) => error,
    );
    const { code, stderr } = result as { code?: number; stderr?: string };
    expect(code ?? 0, `deno check failed:\n${stderr}`).toBe(0);
  });
});
