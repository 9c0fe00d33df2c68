// The server's plain REST path (issue 17): the reads (plainReads.ts) and upserts (plainUpserts.ts) it answers as
// lite would, without lite's per-request pipeline, run as the caller in one write (plainTransaction.ts). Everything
// else, and anything that fails, is lite's to answer: `answer` then gives null.
import type { Database } from './database.ts';
import { plainReadOf, plainReadResponse, plainReadStatement, type RelationColumns } from './plainReads.ts';
import { callerOf, runAsCaller, type Pool } from './plainTransaction.ts';
import type { RequestRoleSettings } from './requestRoleSettings.ts';
import { plainUpsertOf, plainUpsertResponse, plainUpsertStatements, plainUpsertTarget } from './plainUpserts.ts';

export class PlainRequests {
  private readonly pool: Pool;
  private relations: RelationColumns;
  private readonly keys: { publishableKey: string; jwtSecret: string };
  private readonly roles: RequestRoleSettings;

  constructor(database: Database, relations: RelationColumns, keys: { publishableKey: string; jwtSecret: string }) {
    this.pool = database.connection.driver as unknown as Pool;
    this.relations = relations;
    this.keys = keys;
    this.roles = database.requestRoles;
  }

  /** The tables and views changed (another server applied a migration, clusterSignals.ts). */
  setRelations(relations: RelationColumns): void {
    this.relations = relations;
  }

  /** lite's answer to this request when it is a plain read or upsert that succeeds; null otherwise (lite answers it). */
  async answer(request: Request, url: URL): Promise<Response | null> {
    // A database that cannot answer (an outage, a closed pool) is lite's to report, as for any other request.
    if (request.method === 'GET') return this.read(request, url).catch(() => null);
    if (request.method === 'POST') return this.upsert(request, url).catch(() => null);
    return null;
  }

  private callerOf(request: Request) {
    return callerOf(request.headers, this.keys.publishableKey, this.keys.jwtSecret);
  }

  private async read(request: Request, url: URL): Promise<Response | null> {
    const read = plainReadOf(request.method, url, request.headers, this.relations);
    const caller = read && this.callerOf(request);
    if (!read || !caller) return null;
    const { text, params } = plainReadStatement(read);
    const results = await runAsCaller(this.pool, caller, [{ text, params }], { readOnly: true, roles: this.roles });
    return results ? plainReadResponse(read, results[0]!) : null;
  }

  private async upsert(request: Request, url: URL): Promise<Response | null> {
    const target = plainUpsertTarget(request.method, url, request.headers, this.relations);
    const caller = target && this.callerOf(request);
    if (!target || !caller) return null;
    // A copy: when this path does not answer, lite reads the body itself.
    const upsert = plainUpsertOf(target, await request.clone().text(), this.relations);
    if (!upsert) return null;
    const { count, upsert: write } = plainUpsertStatements(upsert);
    const results = await runAsCaller(this.pool, caller, [count, write], { readOnly: false, roles: this.roles });
    if (!results) return null;
    const existing = Number((results[0]![0] as { __count: string | number } | undefined)?.__count ?? 0);
    return plainUpsertResponse(upsert, existing);
  }
}
