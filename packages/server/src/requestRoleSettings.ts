// The settings each request role carries in the database (ALTER ROLE ... SET, migration
// 20261127110000_request_role_timeouts.sql), applied in every request's transaction as PostgREST applies them: a role's
// settings take effect only for sessions that log in as it, and lite and the plain path switch to the role inside a
// transaction (set_config('role', ...)). Read once at start, after the migrations; until then none apply.

/** The role settings applied per request: the two that bound how long a request can hold a connection. */
const APPLIED = ['statement_timeout', 'idle_in_transaction_session_timeout'] as const;

type Query = <Row>(sql: string, params?: unknown[]) => Promise<Row[]>;

export class RequestRoleSettings {
  private readonly byRole = new Map<string, [string, string][]>();

  /** Reads the roles' settings (database-specific ones over the cluster-wide ones, as PostgreSQL does at login). */
  async load(query: Query): Promise<void> {
    const rows = await query<{ role: string; setting: string }>(
      `select r.rolname as role, unnest(s.setconfig) as setting
         from pg_catalog.pg_db_role_setting s
         join pg_catalog.pg_roles r on r.oid = s.setrole
        where r.rolname in ('anon', 'authenticated', 'service_role')
          and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
        order by s.setdatabase`,
    );
    this.byRole.clear();
    const found = new Map<string, Map<string, string>>();
    for (const { role, setting } of rows) {
      const at = setting.indexOf('=');
      const name = setting.slice(0, at);
      if (!(APPLIED as readonly string[]).includes(name)) continue;
      if (!found.has(role)) found.set(role, new Map());
      found.get(role)!.set(name, setting.slice(at + 1));
    }
    for (const [role, settings] of found) this.byRole.set(role, [...settings]);
  }

  /** `[name, value]` pairs to set_config in a transaction running as this role; none for another role. */
  settingsOf(role: string): [string, string][] {
    return this.byRole.get(role) ?? [];
  }
}
