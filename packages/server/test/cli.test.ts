// `pnpm academy create-user`: straight into the database when no server runs (starting the data
// directory's embedded PostgreSQL for the moment), through the running server when one holds it.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startServer } from '../src/index.ts';
import { tempDir } from './helpers.ts';

const run = promisify(execFile);
const CLI = path.join(REPO_ROOT, 'packages', 'server', 'src', 'cli.ts');
const dataDir = tempDir('academy-cli-');

function academy(args: string[]) {
  return run(process.execPath, [CLI, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, cwd: REPO_ROOT });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('pnpm academy create-user', () => {
  it('creates a master account in the database directly, then promotes through the running server', { timeout: 240_000 }, async () => {
    const first = await academy(['create-user', '--email', 'Master@Example.com', '--password', 'Passw0rd-1', '--role', 'master']);
    expect(first.stdout).toContain('Created master@example.com with role master (in the database directly)');

    const server = await startServer({ port: 0, dataDir, log: false, seed: false });
    try {
      const second = await academy(['create-user', '--email', 'teacher@example.com', '--password', 'Passw0rd-1', '--role', 'instructor']);
      expect(second.stdout).toContain(`Created teacher@example.com with role instructor (through the server at ${server.url})`);
      // The only master cannot be demoted, not even from the command line; once there is another, it can.
      await expect(
        academy(['create-user', '--email', 'master@example.com', '--password', 'Passw0rd-1', '--role', 'instructor']),
      ).rejects.toMatchObject({
        stderr: expect.stringContaining('the last master cannot be demoted'),
      });
      await academy(['create-user', '--email', 'teacher@example.com', '--password', 'Passw0rd-1', '--role', 'master']);
      const again = await academy(['create-user', '--email', 'master@example.com', '--password', 'Passw0rd-1', '--role', 'instructor']);
      expect(again.stdout).toContain('Updated master@example.com with role instructor');

      const rows = await server.database.query<{ email: string; role: string }>(
        'select email, role from public.user_profiles order by email',
      );
      expect(rows).toEqual([
        { email: 'master@example.com', role: 'instructor' },
        { email: 'teacher@example.com', role: 'master' },
      ]);
      // The account signs in with the password given on the command line.
      const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'teacher@example.com', password: 'Passw0rd-1' }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('explains bad arguments', async () => {
    await expect(academy(['create-user', '--email', 'nope', '--password', 'Passw0rd-1'])).rejects.toMatchObject({
      stderr: expect.stringContaining('A valid --email is required'),
    });
    await expect(academy(['create-user', '--email', 'a@b.co', '--password', 'Passw0rd-1', '--role', 'admin'])).rejects.toMatchObject({
      stderr: expect.stringContaining('--role must be one of master, instructor, student'),
    });
    // An address longer than auth.users holds: one line that says so, no stack trace, a failing exit code.
    const tooLong = await academy(['create-user', '--email', `${'a'.repeat(4988)}@example.com`, '--password', 'Passw0rd-1']).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(tooLong?.code).toBe(1);
    expect(tooLong?.stderr.trim().split('\n')).toEqual(['academy: --email must be at most 255 characters (this one has 5000)']);
    // SPEC 5's rule holds for staff accounts made on the command line too.
    await expect(academy(['create-user', '--email', 'weak@example.com', '--password', 'password1'])).rejects.toMatchObject({
      stderr: expect.stringContaining('Password should contain at least one character of each'),
    });
  });
});
