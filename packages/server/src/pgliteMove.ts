// Data directories made by the first versions hold a PGlite database in DATA_DIR/db. On the first start
// with the embedded PostgreSQL, its content is dumped (PGlite's own pg_dump, plain INSERTs) and restored
// into the new cluster in one transaction, before anything else touches the new database. The PGlite
// folder is then renamed, not deleted, so the original stays on disk until its owner removes it.
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { openPglite, pgliteFolder, type Database } from './database.ts';

export const MOVED_SUFFIX = '.moved-to-postgres';

export class PgliteDataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PgliteDataDirError';
  }
}

type RoleRow = { rolname: string; rolcanlogin: boolean; rolbypassrls: boolean; rolinherit: boolean };

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Roles are not part of a database dump: the ones the dump grants to must exist first. */
function createRolesScript(roles: RoleRow[]): string {
  return roles
    .map((role) => {
      const attributes = [
        role.rolcanlogin ? 'LOGIN' : 'NOLOGIN',
        role.rolbypassrls ? 'BYPASSRLS' : 'NOBYPASSRLS',
        role.rolinherit ? 'INHERIT' : 'NOINHERIT',
      ].join(' ');
      const literal = `'${role.rolname.replace(/'/g, "''")}'`;
      return `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${literal}) THEN CREATE ROLE ${quoteIdent(role.rolname)} ${attributes}; END IF; END $$;`;
    })
    .join('\n');
}

/**
 * pg_dump's plain format is meant for psql: drop its meta-commands (`\restrict`, `\connect`), and undo
 * the session settings it makes (search_path '' and others) before the pooled connection is reused.
 */
export function dumpAsScript(dump: string): string {
  const statements = dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  return `${statements}\nRESET ALL;\n`;
}

async function hasContent(db: Database): Promise<boolean> {
  const [row] = await db.query<{ count: string | number }>(
    "select count(*) as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
  );
  return Number(row?.count ?? 0) > 0;
}

/** Moves DATA_DIR/db into `target` (the fresh embedded database). Returns what it did in one line, or null when there was nothing to move. */
export async function moveFromPglite(dataDir: string, target: Database): Promise<string | null> {
  const folder = pgliteFolder(dataDir);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) return null;
  if (await hasContent(target)) {
    throw new PgliteDataDirError(
      `${dataDir} holds both a PGlite database (${folder}) and a PostgreSQL one that already has data: ` +
        `if the PGlite one was moved before, rename ${folder} to ${folder}${MOVED_SUFFIX}; nothing was changed.`,
    );
  }
  const started = performance.now();
  let source: Database | null = null;
  try {
    source = await openPglite(folder);
    const roles = await source.query<RoleRow>(
      "select rolname, rolcanlogin, rolbypassrls, rolinherit from pg_roles where rolname !~ '^pg_' and rolname <> current_user order by rolname",
    );
    const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
    const pglite = (source.connection as unknown as { driver: Parameters<typeof pgDump>[0]['pg'] }).driver;
    const dump = await (await pgDump({ pg: pglite })).text();
    await target.exec(createRolesScript(roles));
    await target.execInTransaction(dumpAsScript(dump));
  } catch (error) {
    throw new PgliteDataDirError(
      `Could not move the PGlite database in ${folder} into PostgreSQL (${(error as Error).message.split('\n')[0]}); it is untouched. ` +
        `Set DATABASE_URL to a PostgreSQL server, or report this with the log above.`,
    );
  } finally {
    await source?.close().catch(() => {});
  }
  renameSync(folder, `${folder}${MOVED_SUFFIX}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `moved the PGlite database of ${folder} into PostgreSQL in ${seconds} s (the old folder is kept as ${path.basename(folder)}${MOVED_SUFFIX})`;
}
