// `pnpm test:sql-mutation`'s mutants on a copy of the migrated template (scripts/sqlMutation.mjs). Migrating an empty
// database for every test backend of every mutant took most of a mutant's 15–70 s; instead each backend is the usual
// copy of the run's template, and the mutated object is made again on it, as the migration that defines it would have
// made it (`create or replace function`; a policy dropped and created). ACADEMY_SQL_MUTANT names a JSON file of
// replays (scripts/sqlMutation/mutants.mjs `mutantReplay`), applied in order to every backend of the run.
//
// The replay must be the migration's object and nothing else: before the mutant, the unchanged definition is replayed
// and the object's catalog rows (pg_proc: body, settings, security, volatility, grants, owner; pg_policy: command,
// roles, permissive, USING and WITH CHECK) must come out exactly as the migrations left them. A later ALTER of the
// object, which a replay would undo, fails that check (SQL_MUTANT_REPLAY_DIFFERS) instead of testing something else.
import { readFileSync } from 'node:fs';

export const SQL_MUTANT_ENV = 'ACADEMY_SQL_MUTANT';

export type SqlMutantReplay = {
  /** `<object key> | <mutant kind>`, as the script reports it. */
  id: string;
  kind: 'function' | 'policy';
  /** A function's schema (its overloads are compared together). */
  schema?: string;
  /** The function's or the policy's name. */
  name: string;
  /** A policy's table, as the migration writes it. */
  table?: string;
  /** The object's definition as the migrations leave it, as a replay. */
  original: string;
  /** The same with the mutant's one change. */
  mutated: string;
};

/** The replays of this run, or none (the usual test run). */
export function sqlMutantsOfRun(): SqlMutantReplay[] {
  const file = process.env[SQL_MUTANT_ENV];
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as SqlMutantReplay[]) : [];
}

type Driver = {
  query<Row>(query: string, params?: unknown[]): Promise<Row[]>;
  exec(script: string): Promise<void>;
};

/** The object's catalog rows as text: what a faithful replay leaves unchanged. */
async function catalogState(driver: Driver, replay: SqlMutantReplay): Promise<string> {
  const rows =
    replay.kind === 'function'
      ? await driver.query(
          `select to_jsonb(p) as row from pg_catalog.pg_proc p
           where p.pronamespace = $1::regnamespace and p.proname = $2 order by p.oid`,
          [replay.schema, replay.name],
        )
      : await driver.query(
          `select p.polname, p.polcmd, p.polpermissive, p.polroles::regrole[]::text[] as roles,
                  pg_get_expr(p.polqual, p.polrelid) as using, pg_get_expr(p.polwithcheck, p.polrelid) as check
           from pg_catalog.pg_policy p where p.polrelid = $1::regclass and p.polname = $2`,
          [replay.table, replay.name],
        );
  if (rows.length === 0) throw new Error(`SQL_MUTANT_OBJECT_MISSING: ${replay.id} is not in the migrated database`);
  return JSON.stringify(rows);
}

/** Applies each replay to a migrated database: the unchanged one checked against the catalog, then the mutant. */
export async function applySqlMutants(driver: Driver, replays: SqlMutantReplay[]): Promise<void> {
  for (const replay of replays) {
    const migrated = await catalogState(driver, replay);
    await driver.exec(replay.original);
    const replayed = await catalogState(driver, replay);
    if (replayed !== migrated) throw new Error(`SQL_MUTANT_REPLAY_DIFFERS: ${replay.id}: migrated ${migrated}, replayed ${replayed}`);
    try {
      await driver.exec(replay.mutated);
    } catch (error) {
      // As a mutated migration that does not apply: the mutant is invalid, not killed.
      throw new Error(`MIGRATIONS_DID_NOT_APPLY: ${replay.id}: ${String(error)}`, { cause: error });
    }
  }
}
