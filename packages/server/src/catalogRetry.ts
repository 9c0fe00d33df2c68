// Servers starting at once on one PostgreSQL cluster (several academies on one server, or test files run in
// parallel) change the same cluster-wide rows: the API roles (anon, authenticated, service_role) belong to the
// cluster, and a migration's ALTER ROLE ... SET or GRANT on them updates pg_authid or pg_db_role_setting. PostgreSQL
// refuses the second of two concurrent updates of one such row with "tuple concurrently updated" (XX000) instead of
// waiting for the first. Such a step is run again after a short, random pause: each migration is one transaction
// (liteConnection.ts), so nothing of a refused one stays, and the other setup steps are idempotent.

const CONCURRENT_UPDATE = 'tuple concurrently updated';

/** True for PostgreSQL's refusal of a concurrent update of a catalog row, however a library wrapped it. */
export function isConcurrentCatalogUpdate(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (String((cause as { message?: unknown }).message ?? cause).includes(CONCURRENT_UPDATE)) return true;
  }
  return false;
}

/** Runs `step`, again (up to `attempts` times in all) while PostgreSQL refuses it for a concurrent catalog update. */
export async function retryConcurrentCatalogUpdates<T>(
  step: () => Promise<T>,
  { attempts = 6, pause = (attempt: number) => 50 * 2 ** attempt * (1 + Math.random()) } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= attempts || !isConcurrentCatalogUpdate(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause(attempt)));
    }
  }
}
