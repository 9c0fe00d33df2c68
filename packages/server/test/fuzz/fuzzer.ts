// The fuzzer (issue 32, "A fuzzer in the test suite"): batches of generated requests against two running servers over
// one database, and after each batch the checks that no request can hurt the server:
// - both processes are alive, and neither logged a failure of its own (a request that failed inside it, an unhandled
//   rejection);
// - no answer is a 5xx, except 503 while the server declares an outage (/health answers 503 too);
// - every answer came within ANSWER_BOUND_MS;
// - no connection of the database is left idle in a transaction;
// - each REST request got the same answer (compare.ts) from the server with the plain path and from the one without.
// fast-check generates the batches from a seed, shrinks a failing one to a smallest failing batch, and the failure
// names the seed and path that replay it: `pnpm fuzz --seed=<seed> --path=<path>` (the shrunk batch alone, on a fresh
// database) or `--seed=<seed> --runs=<n>` (every batch up to it).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import postgres, { type Sql } from 'postgres';
import { REPO_ROOT } from '../../src/index.ts';
import { createFreshDatabase, type FreshDatabase } from '../../src/testCluster.ts';
import { readCatalog, type Catalog } from './catalog.ts';
import { comparable } from './compare.ts';
import { KNOWN_DEFECTS } from './knownDefects.ts';
import { describeRequest, encodePath, encodeQuery, RequestGenerator, type Caller, type FuzzRequest } from './requests.ts';
import { ServerProcess, type Answer } from './servers.ts';

/** Every answer comes within this (a statement is cut at 8 s by the request roles' statement_timeout). */
export const ANSWER_BOUND_MS = 15_000;
const PASSWORD = 'Fuzz-Passw0rd-1';
const IDLE_IN_TRANSACTION_SETTLE_MS = 2000;
/** The most a counted run (`pnpm test`'s) may take, its shrinking included. */
const COUNTED_RUN_LIMIT_MS = 8 * 60_000;

export type FuzzOptions = {
  /** Batches to run (the bounded run of `pnpm test`); ignored when `minutes` is set. */
  runs?: number;
  /** Run for this long instead (`pnpm fuzz --minutes=N`). */
  minutes?: number;
  seed?: number;
  /** fast-check's path of a failure, with its seed: replays exactly that batch. */
  path?: string;
  maxBatch?: number;
  log?: (line: string) => void;
};

export type FuzzResult = { seed: number; runs: number; requests: number; failure: string | null };

type Session = { id: string; token: string };

const APP_BUILT = existsSync(path.join(REPO_ROOT, 'packages', 'app', 'dist', 'index.html'));

/**
 * A 503 that declares a service unavailable on purpose: a feature this server is not configured for (Stripe's checkout
 * and webhook without keys answer `checkout_not_configured`, `webhook_not_configured`, as the README says), or the app's
 * page in a checkout where the app is not built (staticFiles.ts says so; `pnpm test` builds it first). The other
 * declared outage, the database's, is asked of /health when a 503 comes.
 */
function declaresNotConfigured(answer: Answer): boolean {
  const text = answer.body.toString('utf8');
  if (!APP_BUILT && text.includes('The app is not built yet')) return true;
  try {
    return /_not_configured$/.test(String((JSON.parse(text) as { code?: unknown }).code));
  } catch {
    return false;
  }
}

class Fuzzer {
  readonly database: FreshDatabase;
  readonly sql: Sql;
  readonly plain: ServerProcess;
  readonly liteOnly: ServerProcess;
  keys = { publishableKey: '', secretKey: '' };
  sessions: Record<'learner' | 'staff', Session> = { learner: { id: '', token: '' }, staff: { id: '', token: '' } };
  forgedToken = '';
  requests = 0;
  /** Accounts made to replace one a batch locked out. */
  replaced = 0;

  constructor(database: FreshDatabase) {
    this.database = database;
    this.sql = postgres(database.url, { max: 2, onnotice: () => {} });
    this.plain = new ServerProcess('plain', { DATABASE_URL: database.url });
    this.liteOnly = new ServerProcess('lite-only', { DATABASE_URL: database.url, PLAIN_REQUESTS: '0' });
  }

  async start(): Promise<Catalog> {
    // One after the other: the first migrates and seeds, the second finds it done.
    await this.plain.start();
    await this.liteOnly.start();
    const settings = await this.sql<{ key: string; value: string }[]>`select key, value from academy_server.settings`;
    const setting = (key: string) => settings.find((row) => row.key === key)?.value ?? '';
    this.keys = { publishableKey: setting('publishable_key'), secretKey: setting('secret_key') };
    this.sessions = {
      learner: await this.account('learner@fuzz.test', 'student'),
      staff: await this.account('staff@fuzz.test', 'instructor'),
    };
    // Well formed, for the learner, signed with a key that is not the server's.
    this.forgedToken = await new SignJWT({ sub: this.sessions.learner.id, role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-servers-secret-not-the-servers-secret'));
    return readCatalog(this.sql, REPO_ROOT);
  }

  private async account(email: string, role: string): Promise<Session> {
    const created = await fetch(`${this.plain.url}/_admin/users`, {
      method: 'POST',
      headers: { apikey: this.keys.secretKey },
      body: JSON.stringify({ email, password: PASSWORD, role }),
    });
    const { id } = (await created.json()) as { id: string };
    const session = await fetch(`${this.plain.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: this.keys.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const { access_token: token } = (await session.json()) as { access_token: string };
    return { id, token };
  }

  headersFor(caller: Caller): Record<string, string> {
    const headers: Record<string, string> = { apikey: this.keys.publishableKey };
    if (caller === 'learner' || caller === 'staff') headers.authorization = `Bearer ${this.sessions[caller].token}`;
    if (caller === 'forged') headers.authorization = `Bearer ${this.forgedToken}`;
    return headers;
  }

  /**
   * The learner and the staff member stay signed in: a batch may have banned one, changed its address or password, or
   * ended its session (all fair requests); then a new account of that role takes its place.
   */
  private async keepSessions(): Promise<void> {
    for (const caller of ['learner', 'staff'] as const) {
      const user = await fetch(`${this.plain.url}/auth/v1/user`, { headers: this.headersFor(caller) });
      await user.arrayBuffer();
      if (user.ok) continue;
      this.replaced++;
      this.sessions[caller] = await this.account(`${caller}-${this.replaced}@fuzz.test`, caller === 'staff' ? 'instructor' : 'student');
    }
  }

  /** Before each batch: a server that died (in an earlier batch) is started again, leftovers of an earlier batch ended. */
  async prepare(batchNumber: number): Promise<void> {
    for (const server of [this.plain, this.liteOnly]) {
      if (server.exited) await server.start();
      server.takeFailures();
    }
    if (batchNumber % 10 === 0) await this.keepSessions();
    await this.sql`select pg_terminate_backend(pid) from pg_stat_activity
                    where datname = current_database() and state like 'idle in transaction%' and pid <> pg_backend_pid()`;
  }

  async send(server: ServerProcess, request: FuzzRequest, problems: string[]): Promise<Answer | null> {
    const target = `${encodePath(request.path, request.encoding)}${request.query.length ? `?${encodeQuery(request.query)}` : ''}`;
    const body =
      request.body === undefined
        ? undefined
        : request.body.startsWith('base64:')
          ? Buffer.from(request.body.slice(7), 'base64')
          : Buffer.from(request.body, 'utf8');
    this.requests++;
    let answer: Answer;
    try {
      answer = await server.send(request.method, target, { ...this.headersFor(request.caller), ...request.headers }, body, ANSWER_BOUND_MS);
    } catch (error) {
      const message = (error as Error).message;
      // The client refusing to send it (a header or target Node will not write) says nothing about the server.
      if ((error as { code?: string }).code?.startsWith('ERR_')) return null;
      problems.push(`${server.name}: no answer (${message})${server.exited ? `; the process ${server.exited}` : ''}`);
      return null;
    }
    if (answer.ms > ANSWER_BOUND_MS) problems.push(`${server.name}: answered after ${Math.round(answer.ms)} ms`);
    // A HEAD's 503 has no body to declare itself with: the same target's GET says what it is.
    const declaring =
      answer.status === 503 && request.method === 'HEAD'
        ? await server
            .send('GET', target, { ...this.headersFor(request.caller), ...request.headers }, undefined, ANSWER_BOUND_MS)
            .catch(() => answer)
        : answer;
    if (answer.status >= 500 && !(answer.status === 503 && (declaresNotConfigured(declaring) || (await this.declaresOutage(server))))) {
      problems.push(`${server.name}: ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`);
    }
    return answer;
  }

  private async declaresOutage(server: ServerProcess): Promise<boolean> {
    return (await fetch(`${server.url}/health`).catch(() => null))?.status === 503;
  }

  /** One request, checked; REST and RPC also compared between the two servers (unless sent alongside others). */
  async exercise(request: FuzzRequest, problems: string[], together: boolean): Promise<void> {
    const compared = !together && (request.area === 'rest' || request.area === 'rpc');
    if (!compared) {
      await this.send(this.plain, request, problems);
      return;
    }
    const requestText = `${request.path} ${encodeQuery(request.query)} ${request.body ?? ''}`;
    const ordered = request.query.some(([name]) => name === 'order');
    // Without an order, a window (limit, offset, Range) may hold other rows on each server: SQL leaves it open.
    const windowed =
      !ordered &&
      (request.query.some(([name]) => name === 'limit' || name === 'offset' || name.endsWith('.limit') || name.endsWith('.offset')) ||
        Object.keys(request.headers).some((name) => name.toLowerCase() === 'range'));
    if (request.method === 'GET' || request.method === 'HEAD') {
      const a = await this.send(this.plain, request, problems);
      const b = await this.send(this.liteOnly, request, problems);
      if (a && b) this.compare(a, b, requestText, ordered, windowed, problems);
      return;
    }
    // A write changes what the next one finds: it is sent once, then to each server, and those two answers (both made
    // after a first one) must agree.
    await this.send(this.plain, request, problems);
    const b = await this.send(this.liteOnly, request, problems);
    const a = await this.send(this.plain, request, problems);
    if (a && b) this.compare(a, b, requestText, ordered, windowed, problems);
  }

  private compare(a: Answer, b: Answer, requestText: string, ordered: boolean, windowed: boolean, problems: string[]): void {
    const plain = comparable(a, requestText, ordered, windowed);
    const lite = comparable(b, requestText, ordered, windowed);
    if (plain !== lite)
      problems.push(`the two servers answered differently:\n  plain path: ${plain.slice(0, 1500)}\n  lite only:  ${lite.slice(0, 1500)}`);
  }

  /** After a batch: both processes alive and without failures of their own, no connection idle in a transaction. */
  async afterBatch(problems: string[]): Promise<void> {
    for (const server of [this.plain, this.liteOnly]) {
      if (server.exited) problems.push(`${server.name}: the process ${server.exited}\n${server.recentLog()}`);
      for (const line of server.takeFailures()) problems.push(`${server.name} logged: ${line}`);
    }
    const deadline = Date.now() + IDLE_IN_TRANSACTION_SETTLE_MS;
    for (;;) {
      const idle = await this.sql<{ pid: number; query: string }[]>`
        select pid, query from pg_stat_activity
         where datname = current_database() and state like 'idle in transaction%' and pid <> pg_backend_pid()`;
      if (!idle.length) break;
      if (Date.now() > deadline) {
        problems.push(`${idle.length} connection(s) left idle in transaction: ${idle.map((row) => row.query.slice(0, 200)).join(' | ')}`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    await Promise.all([this.plain.cleanup(), this.liteOnly.cleanup()]);
    await this.sql.end();
    await this.database.drop();
  }
}

/** Runs the fuzzer on a fresh database of the run's embedded cluster; the result names the seed and any failure. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  const log = options.log ?? (() => {});
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const database = await createFreshDatabase('embedded', 'academy_fuzz_');
  const fuzzer = new Fuzzer(database);
  try {
    const catalog = await fuzzer.start();
    log(
      `fuzzing ${catalog.relations.length} tables and views, ${catalog.functions.length} functions, ${catalog.buckets.length} buckets, ` +
        `${catalog.edgeFunctions.length} edge functions; seed ${seed}`,
    );
    const generator = new RequestGenerator(catalog, [fuzzer.sessions.learner.id, fuzzer.sessions.staff.id]);
    // Most batches are sent one request after the other (and REST compared between the servers); some all at once to
    // the server as the product runs, so that requests also meet each other in the connection pool.
    const batches = fc.record({
      requests: fc.array(generator.request(), { minLength: 1, maxLength: options.maxBatch ?? 6 }),
      together: fc.oneof({ arbitrary: fc.constant(false), weight: 3 }, { arbitrary: fc.constant(true), weight: 1 }),
    });
    let runs = 0;
    const property = fc.asyncProperty(batches, async (batch) => {
      runs++;
      await fuzzer.prepare(runs);
      const problems: string[] = [];
      const exercise = async (request: FuzzRequest) => {
        const own: string[] = [];
        await fuzzer.exercise(request, own, batch.together);
        problems.push(...own.map((problem) => `${describeRequest(request)}\n  ${problem}`));
      };
      if (batch.together) await Promise.all(batch.requests.map(exercise));
      else for (const request of batch.requests) await exercise(request);
      await fuzzer.afterBatch(problems);
      const unknown = problems.filter((problem) => !KNOWN_DEFECTS.some((known) => known.matches(problem)));
      if (unknown.length) throw new Error(unknown.join('\n'));
      if (options.minutes && runs % 20 === 0) log(`${runs} batches, ${fuzzer.requests} requests`);
    });
    const timed = options.minutes !== undefined;
    const details = await fc.check(property, {
      seed,
      ...(options.path ? { path: options.path } : {}),
      numRuns: timed ? Number.MAX_SAFE_INTEGER : (options.runs ?? 100),
      // Timed: runs stop when the time is up (a shrinking under way reports its smallest failure so far). Counted: the
      // same bound keeps a long shrinking inside the test's time, and a run that could not finish its batches fails.
      interruptAfterTimeLimit: timed ? options.minutes! * 60_000 : COUNTED_RUN_LIMIT_MS,
      markInterruptAsFailure: !timed,
    });
    let failure: string | null = null;
    if (details.failed && details.counterexample) {
      const [batch] = details.counterexample;
      failure = [
        `the fuzzer found a failing batch (seed ${details.seed}, path ${details.counterexamplePath}, after ${details.numRuns} runs and ${details.numShrinks} shrinks)`,
        `replay the shrunk batch: pnpm fuzz --seed=${details.seed} --path=${details.counterexamplePath}`,
        `replay the whole run up to it (the database as it was then): pnpm fuzz --seed=${details.seed} --runs=${details.numRuns}`,
        `the shrunk batch${batch.together ? ' (sent all at once)' : ''}:`,
        ...batch.requests.map((request) => `  ${describeRequest(request)}`),
        'what went wrong:',
        String((details.errorInstance as Error)?.message ?? details.errorInstance),
      ].join('\n');
    } else if (details.failed) {
      failure = `the fuzzer failed without a counterexample (seed ${details.seed}): ${String(details.errorInstance)}`;
    }
    return { seed, runs: details.numRuns, requests: fuzzer.requests, failure };
  } finally {
    await fuzzer.stop();
  }
}
