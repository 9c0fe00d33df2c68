// The first error PostgreSQL gave while lite answered one request. lite 0.10 answers some of PostgreSQL's refusals
// as HTTP 500 with code "SUP" and the error's text, dropping its SQLSTATE (a CHECK constraint, a trigger's
// `raise ... using errcode = '23514'`); restErrors.ts reads the SQLSTATE back from here to answer as PostgREST does.
//
// The driver notes errors of the statements it sends (postgresDriver.ts); the trail is captured when a statement is
// sent, in the request's own async context, because postgres.js settles it from its socket's.
import { AsyncLocalStorage } from 'node:async_hooks';

/** PostgreSQL's error fields as postgres.js gives them. */
export type DatabaseError = { code: string; message: string; detail: string | null; hint: string | null; text: string };

export type DatabaseErrorTrail = { first: DatabaseError | null };

const trails = new AsyncLocalStorage<DatabaseErrorTrail>();

/** Runs `send` with a fresh trail and gives its result with the first database error it met (null when none). */
export async function withDatabaseErrorTrail<T>(send: () => Promise<T>): Promise<{ result: T; error: DatabaseError | null }> {
  const trail: DatabaseErrorTrail = { first: null };
  const result = await trails.run(trail, send);
  return { result, error: trail.first };
}

/** The trail of the request running now, if any: capture it where a statement is sent. */
export function currentDatabaseErrorTrail(): DatabaseErrorTrail | undefined {
  return trails.getStore();
}

/** Records PostgreSQL's refusal of a statement (an error carrying a SQLSTATE) when it is the trail's first. */
export function noteDatabaseError(trail: DatabaseErrorTrail | undefined, error: unknown): void {
  if (!trail || trail.first) return;
  const fields = error as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
  if (typeof fields.code !== 'string' || typeof fields.message !== 'string') return;
  trail.first = {
    code: fields.code,
    message: fields.message,
    detail: typeof fields.detail === 'string' ? fields.detail : null,
    hint: typeof fields.hint === 'string' ? fields.hint : null,
    text: String(error),
  };
}
