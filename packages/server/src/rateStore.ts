// Rate-limit state kept in the database the server already runs on (table academy_server.rate_limits), so a
// limit holds across several server processes sharing one PostgreSQL, and across restarts. Every decision is one
// atomic upsert: two requests racing on the same key cannot both slip under a limit.
// Times are milliseconds passed in by the caller (tests use a fake clock); the database clock is never read.
import type { Database } from './database.ts';

const SCHEMA_SQL = `
create schema if not exists academy_server;
revoke all on schema academy_server from public;
create table if not exists academy_server.rate_limits (
  key text primary key,
  hits integer not null,
  window_start_ms bigint not null,
  blocked_until_ms bigint not null default 0,
  refused boolean not null default false
);`;

export type Decision = { allowed: boolean; retryAfterSeconds: number };

export type BackoffRule = {
  /** Attempts allowed before any waiting. */
  free: number;
  /** Wait after the first attempt past `free`; each later attempt doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The count starts over this long after the first attempt. */
  windowMs: number;
};

export type WindowRule = { limit: number; windowMs: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class RateStore {
  private readonly db: Database;
  private ready: Promise<void> | null = null;
  private writes = 0;

  constructor(db: Database) {
    this.db = db;
  }

  private ensure(): Promise<void> {
    this.ready ??= this.db.exec(SCHEMA_SQL);
    return this.ready;
  }

  /**
   * One attempt under a progressive backoff: refused while the key is blocked; otherwise counted, and once the
   * count passes `free` the key is blocked for a delay that doubles with every further attempt (set at the
   * attempt itself, so a burst sent at once is refused after the first one past the free allowance).
   */
  async attempt(key: string, now: number, rule: BackoffRule): Promise<Decision> {
    await this.ensure();
    const fresh = `r.window_start_ms <= $2::bigint - $3::bigint`;
    const blocked = `r.blocked_until_ms > $2::bigint`;
    const hits = `(case when ${fresh} then 1 when ${blocked} then r.hits else r.hits + 1 end)`;
    const delay = (count: string) =>
      `(case when ${count} <= $4::int then 0 else least($6::bigint, ($5::bigint * power(2, ${count} - $4::int - 1))::bigint) end)`;
    const [row] = await this.db.query<{ refused: boolean; blocked_until_ms: string | number }>(
      `insert into academy_server.rate_limits as r (key, hits, window_start_ms, blocked_until_ms, refused)
       values ($1, 1, $2::bigint, $2::bigint + ${delay('1')}, false)
       on conflict (key) do update set
         hits = ${hits},
         window_start_ms = case when ${fresh} then $2::bigint else r.window_start_ms end,
         blocked_until_ms = case when ${blocked} and not ${fresh} then r.blocked_until_ms else $2::bigint + ${delay(hits)} end,
         refused = ${blocked} and not ${fresh}
       returning refused, blocked_until_ms`,
      [key, now, rule.windowMs, rule.free, rule.baseDelayMs, rule.maxDelayMs],
    );
    await this.sweep(now);
    if (!row?.refused) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: seconds(Number(row.blocked_until_ms) - now) };
  }

  /** Counts one event in a fixed window; refused once the window holds more than `limit`. */
  async count(key: string, now: number, rule: WindowRule): Promise<Decision> {
    await this.ensure();
    const fresh = `r.window_start_ms <= $2::bigint - $3::bigint`;
    const [row] = await this.db.query<{ hits: number; window_start_ms: string | number }>(
      `insert into academy_server.rate_limits as r (key, hits, window_start_ms) values ($1, 1, $2::bigint)
       on conflict (key) do update set
         hits = case when ${fresh} then 1 else r.hits + 1 end,
         window_start_ms = case when ${fresh} then $2::bigint else r.window_start_ms end
       returning hits, window_start_ms`,
      [key, now, rule.windowMs],
    );
    await this.sweep(now);
    if (!row || row.hits <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: seconds(Number(row.window_start_ms) + rule.windowMs - now) };
  }

  /** The events counted for a key in its current window (0 when none or when the window is over). */
  async hits(key: string, now: number, windowMs: number): Promise<number> {
    await this.ensure();
    const [row] = await this.db.query<{ hits: number }>(
      'select hits from academy_server.rate_limits where key = $1 and window_start_ms > $2::bigint - $3::bigint',
      [key, now, windowMs],
    );
    return row?.hits ?? 0;
  }

  async clear(key: string): Promise<void> {
    await this.ensure();
    await this.db.query('delete from academy_server.rate_limits where key = $1', [key]);
  }

  /** Every few hundred writes, rows idle for a day go (no limit here lasts that long). */
  private async sweep(now: number): Promise<void> {
    this.writes += 1;
    if (this.writes % 500 !== 0) return;
    await this.db.query('delete from academy_server.rate_limits where greatest(window_start_ms, blocked_until_ms) < $1::bigint', [
      now - 86_400_000,
    ]);
  }
}
