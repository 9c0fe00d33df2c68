// @academy/server: the whole backend on one port. startServer() opens the database (the embedded
// PostgreSQL cluster in DATA_DIR, or a PostgreSQL server at DATABASE_URL), applies migrations and the seed, embeds @supabase/lite for
// /auth/v1, /rest/v1 and /storage/v1, and serves functions, the mailbox, config.json and the app.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from '@supabase/lite';
import { withRequestedRedirect } from './authRedirects.ts';
import { openDatabase, type Database, type StatementListener } from './database.ts';
import { moveFromPglite } from './pgliteMove.ts';
import { FunctionRunner, type FunctionEnv } from './functions.ts';
import { startOutboxTimer } from './outboxTimer.ts';
import { acquireLock, writeRunningServerSecret, type DataDirLock } from './lock.ts';
import { Mailbox, type SmtpSettings } from './mailbox.ts';
import { createLiteApp } from './liteApp.ts';
import { grantStorageService } from './platformGrants.ts';
import { handleMailbox } from './mailboxRoutes.ts';
import { loadOrCreateMailboxKey } from './mailboxAccess.ts';
import { presentsSecret } from './secrets.ts';
import { BodyTooLargeError, logRequest, toFetchRequest, writeFetchResponse } from './nodeBridge.ts';
import { jsonResponse } from './responses.ts';
import { answerAsPostgrest } from './restErrors.ts';
import { restWriteBodyProblem } from './restBodies.ts';
import { isSignManyRequest, normalizeSignedResponse, signMany } from './storageSigning.ts';
import { migrate, seedOnce } from './schema.ts';
import { loadOrCreateKeys, type ServerKeys } from './settings.ts';
import { StaticFiles } from './staticFiles.ts';
import { DatabasePages } from './databasePages.ts';
import { invalidUploadName, prepareUpload, STORAGE_BODY_LIMIT, uploadBucket } from './storageUploads.ts';
import { storageListProblem } from './storageList.ts';
import { answerObjectRead } from './storageReads.ts';
import type { S3Settings } from './s3StorageAdapter.ts';
import type { StorageAdapter } from './storageAdapter.ts';
import { createOrPromoteUser, CreateUserError, parseCreateUserInput } from './users.ts';
import { clientAddress, withClientAddress } from './clientAddress.ts';
import { DEFAULT_SIGN_IN_LIMITS, isPasswordSignIn, limitedSignIn, SignInLimiter, type SignInLimits } from './signInLimiter.ts';
import { RateStore } from './rateStore.ts';
import { paymentsMode, type PaymentsMode } from './paymentsMode.ts';
import { securityHeaders } from './securityHeaders.ts';
import { isUnder, passGate } from './requestTarget.ts';
import { AUTH_BODY_LIMIT, authInputProblem } from './authInput.ts';
import { retryConcurrentCatalogUpdates } from './catalogRetry.ts';
import { folderClash } from './storageFolders.ts';
import { storageMoveProblem } from './storageMoves.ts';
import { equalizeUnknownAccount, isOneTimeCodeRequest, sameAnswerForUnknownAddress } from './accountPrivacy.ts';
import { answerDuringOutage, databaseIsDown, unavailableResponse } from './outage.ts';
import { HostNames, misdirectedResponse } from './hostNames.ts';
import { DEFAULT_MAIL_LIMITS, MailLimiter, type MailLimits } from './mailLimiter.ts';
import { BanGuard, bannedResponse, refuseBannedGrant, refuseBannedVerification, tokenSubject } from './bans.ts';
import { EndedSessions } from './endedSessions.ts';
import { readRelationColumns } from './plainReads.ts';
import { PlainRequests } from './plainRequests.ts';
import { installRejectionNet } from './safetyNet.ts';
import { listenForSignals, sendSignal } from './clusterSignals.ts';

export { Mailbox, type MailMessage } from './mailbox.ts';
export { DataDirLockedError, readLock } from './lock.ts';
export { EmbeddedPostgresUnavailableError } from './embeddedPostgres.ts';
export { PgliteDataDirError } from './pgliteMove.ts';
export type { ServerKeys } from './settings.ts';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));

export type StripeSettings = {
  secretKey?: string | undefined;
  webhookSecret?: string | undefined;
  priceMonthly?: string | undefined;
  priceYearly?: string | undefined;
  priceLifetime?: string | undefined;
};

export type ServerOptions = {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where the PostgreSQL cluster, the mailbox, stored objects and the lock live. Default <repo>/.data */
  dataDir?: string;
  /** A PostgreSQL server instead of the embedded cluster. */
  databaseUrl?: string | undefined;
  /** Hears the text of every statement sent to PostgreSQL (tests and benchmarks count round trips). */
  onStatement?: StatementListener | undefined;
  /** Public address of the app (links in mails, redirects). Default http://<host>:<port>. */
  siteUrl?: string | undefined;
  /** Where members reach the academy (CONTACT_EMAIL): the app names it to a member whose account is suspended. */
  contactEmail?: string | undefined;
  /** Project root holding supabase/ (migrations, seed, functions). Default: this repository. */
  rootDir?: string;
  /** The built app. Default <rootDir>/packages/app/dist */
  appDir?: string;
  stripe?: StripeSettings;
  smtp?: SmtpSettings | null;
  /** One JSON line per request on stdout. Default true. */
  log?: boolean;
  /** Run supabase/seed.sql on an empty database. Default true. */
  seed?: boolean;
  /** Backoff of password sign-ins per account and address. Default DEFAULT_SIGN_IN_LIMITS. */
  signInLimits?: Partial<SignInLimits>;
  /** Mails per recipient and per client address (recovery, one-time codes, newsletter). Default DEFAULT_MAIL_LIMITS. */
  mailLimits?: Partial<MailLimits>;
  /** The local test checkout without Stripe keys: default on only for a loopback siteUrl (PAYMENTS_TEST). */
  paymentsTest?: boolean | undefined;
  /** A reverse proxy in front sets X-Forwarded-For: rate limits count its last entry, not the peer. Default false. */
  trustProxy?: boolean;
  /** How often the notification mail outbox is sent (its retries come due), in ms; 0 turns it off. Default 60 s. */
  outboxIntervalMs?: number;
  /** Keep uploaded files in this S3-compatible bucket instead of DATA_DIR/storage (several servers share it). */
  storageS3?: S3Settings | undefined;
  /** Plain REST reads and upserts answered without lite's pipeline, with lite's answer (plainRequests.ts). Default true; false (PLAIN_REQUESTS=0) sends every REST request to lite. */
  plainRequests?: boolean;
  /** The time in ms the rate limits and the ban cache read. Default Date.now; tests move it to cross a wait or a window without waiting. */
  clock?: () => number;
};

export type RunningServer = ServerKeys & {
  url: string;
  /** Opens /_mailbox in a browser as `/_mailbox?key=<mailboxKey>` (printed in the start banner). */
  mailboxKey: string;
  /** 'test' when the local test checkout stands in for Stripe (the banner says so). */
  payments: PaymentsMode;
  port: number;
  mailbox: Mailbox;
  database: Database;
  app: App;
  /** What the start repaired or moved (a crash, a stale lock, a PGlite directory), one line each. */
  startNotes: string[];
  /** Finishes in-flight requests, closes the database (stops the embedded cluster), releases the lock. */
  stop(): Promise<void>;
};

/** The body a request may carry: object uploads are big, everything else is small JSON. */
const API_BODY_LIMIT = 2 * 1024 * 1024;
const LITE_PREFIXES = ['/auth/v1', '/rest/v1', '/storage/v1'];
/** Where a banned member's access token is refused (packages/server/src/bans.ts). */
const BAN_CHECKED_PREFIXES = ['/rest/v1', '/storage/v1', '/functions/v1'];

function internalBaseUrl(host: string, port: number): string {
  const loopback = host === '0.0.0.0' || host === '::' || host === '' || host === 'localhost';
  const address = loopback ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${address}:${port}`;
}

/**
 * lite reads the schema on the first data request and keeps what it read, even the empty result of a read that
 * failed: were that first request to meet a database outage, every later one would answer "table not found".
 * One read while starting, with the database known to be up, settles the schema cache.
 */
async function primeSchemaCache(app: App, publishableKey: string): Promise<void> {
  const request = new Request('http://127.0.0.1/rest/v1/courses?select=id&limit=1', { headers: { apikey: publishableKey } });
  const response = await app.fetch(request, { peerAddress: '127.0.0.1' });
  const body = await response.text();
  if (!response.ok) throw new Error(`reading the schema failed (${response.status}): ${body.slice(0, 200)}`);
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const rootDir = path.resolve(options.rootDir ?? REPO_ROOT);
  const dataDir = path.resolve(options.dataDir ?? path.join(rootDir, '.data'));
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? true;
  mkdirSync(dataDir, { recursive: true });
  installRejectionNet();

  // The embedded cluster belongs to one server (it starts, repairs and stops it); a PostgreSQL server
  // at DATABASE_URL serves many, so only the embedded default takes the lock.
  const lock: DataDirLock | null = options.databaseUrl ? null : acquireLock(dataDir);
  let db: Database | null = null;
  let server: Server | null = null;
  try {
    db = await openDatabase({ dataDir, databaseUrl: options.databaseUrl, onStatement: options.onStatement });
    const moved = options.databaseUrl ? null : await moveFromPglite(dataDir, db);
    const startNotes = [lock?.staleNote, db.recovery, moved].filter((note): note is string => Boolean(note));
    const keys = await loadOrCreateKeys(db);
    const mailboxKey = await loadOrCreateMailboxKey(db);
    const mailbox = new Mailbox(path.join(dataDir, 'mailbox'));
    const smtp = options.smtp ?? null;

    // The site URL depends on the port when none is configured; lite needs it at construction,
    // so bind the socket first and build the app once the port is known.
    // Until the app is ready, requests get a clear 503 instead of hanging.
    let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(JSON.stringify({ error: 'starting', message: 'The server is starting' }));
    };
    const listening = createServer((req, res) => handler(req, res));
    server = listening;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(options.port ?? 8080, host, () => resolve());
    });
    const port = (listening.address() as AddressInfo).port;
    const internalUrl = internalBaseUrl(host, port);
    const siteUrl = (options.siteUrl ?? internalUrl).replace(/\/$/, '');

    const app = createLiteApp(db, keys, siteUrl, mailbox, smtp, dataDir, options.storageS3);
    // lite's schema cache is dropped when another server migrates the database (clusterSignals.ts).
    const schemaCache = db.connection as unknown as { clearSchemaCache: () => Promise<void> };
    if (typeof schemaCache.clearSchemaCache !== 'function')
      throw new Error('@supabase/lite no longer offers clearSchemaCache() on its connection: servers sharing a database need it');
    await (app._storageAdapter as unknown as StorageAdapter).check?.();
    // Other servers may be setting up on the same PostgreSQL cluster right now (catalogRetry.ts).
    const opened = db;
    await retryConcurrentCatalogUpdates(() => app.init());
    await retryConcurrentCatalogUpdates(() => grantStorageService(opened));
    const applied = await retryConcurrentCatalogUpdates(() => migrate(app, rootDir, opened));
    await db.requestRoles.load(db.query);
    if (options.seed ?? true) await seedOnce(db, rootDir);
    await primeSchemaCache(app, keys.publishableKey);
    const plainRequests = (options.plainRequests ?? true) ? new PlainRequests(db, await readRelationColumns(db), keys) : null;

    const payments = paymentsMode({ stripeSecretKey: options.stripe?.secretKey, siteUrl, paymentsTest: options.paymentsTest });
    const functionEnv: FunctionEnv = {
      SUPABASE_URL: internalUrl,
      SUPABASE_PUBLISHABLE_KEY: keys.publishableKey,
      SUPABASE_SECRET_KEY: keys.secretKey,
      SUPABASE_JWT_SECRET: keys.jwtSecret,
      SITE_URL: siteUrl,
      STRIPE_SECRET_KEY: options.stripe?.secretKey,
      STRIPE_WEBHOOK_SECRET: options.stripe?.webhookSecret,
      STRIPE_PRICE_MONTHLY: options.stripe?.priceMonthly,
      STRIPE_PRICE_YEARLY: options.stripe?.priceYearly,
      STRIPE_PRICE_LIFETIME: options.stripe?.priceLifetime,
      SMTP_HOST: smtp?.host,
      SMTP_PORT: smtp ? String(smtp.port) : undefined,
      SMTP_USER: smtp?.user,
      SMTP_PASS: smtp?.pass,
      SMTP_FROM: smtp?.from,
      MAILBOX_URL: `${internalUrl}/_mailbox/api/messages`,
      PAYMENTS_TEST: payments === 'test' ? '1' : undefined,
      fetch: (input, init) => serveInProcess(new Request(input, init)),
      query: (sql, params) => database.query(sql, [...params]),
      rateLimit: async (key, limit, windowMs) => (await rateStore.count(`fn:${key}`, Date.now(), { limit, windowMs })).allowed,
    };
    const functions = new FunctionRunner(path.join(rootDir, 'supabase', 'functions'), functionEnv);
    const appDir = options.appDir ?? path.join(rootDir, 'packages', 'app', 'dist');
    // Without a configured SITE_URL, answer with the address the browser used (localhost vs 127.0.0.1);
    // only a host name this server answers for gets this far (hostNames.ts).
    const contactEmail = options.contactEmail;
    const backendConfig = (url: URL) => ({
      supabaseUrl: options.siteUrl ? siteUrl : url.origin,
      supabaseAnonKey: keys.publishableKey,
      ...(contactEmail ? { contactEmail } : {}),
    });
    // Prerendered pages carry the config inlined and this server's address (prerenderedPages.ts).
    const pageContext = (url: URL) => ({ config: backendConfig(url), origin: options.siteUrl ? siteUrl : url.origin });
    const staticFiles = new StaticFiles(appDir, { pageContext });
    // The catalogue and course pages, rendered from the database and cached until it says a course changed (issue 33).
    const database = db;
    const databasePages = new DatabasePages({
      root: appDir,
      query: (sql) => database.query(sql),
      listen: database.listen?.bind(database),
      log: (line) => console.error(JSON.stringify(line)),
    });
    await databasePages.start();
    const securityHeaderEntries = Object.entries(securityHeaders({ siteUrl, appDir }));
    const hostNames = new HostNames({ host, siteUrl: options.siteUrl });

    const clock = options.clock ?? Date.now;
    const rateStore = new RateStore(database);
    const signInLimiter = new SignInLimiter(rateStore, { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits }, clock);
    const mailLimiter = new MailLimiter(rateStore, { ...DEFAULT_MAIL_LIMITS, ...options.mailLimits }, clock);
    const trustProxy = options.trustProxy ?? false;

    const bans = new BanGuard(database, clock);
    const endedSessions = new EndedSessions(database, keys.jwtSecret);

    // Other servers on the same database: their bans, sign-outs and migrations reach this one's caches at once.
    /** Tells this server's own schema notice from the others'. */
    const serverId = randomUUID();
    // One reload at a time, the latest kept: `stop()` waits for it before closing the pool (postgres.js never ends a
    // pool whose connection was held by a transaction when `end()` was called, even once it is released).
    // A reload that fails (the database went away again) is tried again, later and later, until one succeeds: the
    // caches it dropped must not stay empty.
    let reloading: Promise<void> = Promise.resolve();
    let retryTimer: NodeJS.Timeout | undefined;
    let stopped = false;
    const reloadSchema = (attempt = 0): Promise<void> => {
      clearTimeout(retryTimer);
      reloading = reloading
        .catch(() => {})
        .then(async () => {
          if (stopped) return;
          await schemaCache.clearSchemaCache();
          await database.requestRoles.load(database.query);
          plainRequests?.setRelations(await readRelationColumns(database));
          await primeSchemaCache(app, keys.publishableKey);
        });
      reloading.catch((error: unknown) => {
        console.error(JSON.stringify({ level: 'error', msg: 'schema reload failed, trying again', attempt, error: String(error) }));
        if (!stopped) retryTimer = setTimeout(() => void reloadSchema(attempt + 1), Math.min(30_000, 500 * 2 ** attempt)).unref();
      });
      return reloading;
    };
    const signals = await listenForSignals(
      database,
      (signal) => {
        if (signal.kind === 'ban') bans.forgetMember(signal.id);
        else if (signal.kind === 'signout') endedSessions.forgetMember(signal.id);
        else if (signal.kind === 'schema' && signal.origin !== serverId) void reloadSchema();
      },
      () => {
        bans.forget();
        endedSessions.forgetAll();
        void reloadSchema();
      },
    );
    if (applied.length) await sendSignal(database, { kind: 'schema', origin: serverId });

    /** Every guard and route below reads `url.pathname`: the canonical path the gate (requestTarget.ts) let through. */
    async function route(request: Request, url: URL, peerAddress: string | null): Promise<Response> {
      const pathname = url.pathname;
      // First: the guards below read these fields (the mail limiter queries by the address).
      const badAuthInput = await authInputProblem(request, pathname);
      if (badAuthInput) return badAuthInput;
      const mailRefusal = await mailLimiter.check(request, pathname, clientAddress(request.headers, peerAddress, trustProxy));
      if (mailRefusal) return mailRefusal;
      // A banned member's access token opens nothing (the auth service's ban, issue 20.6).
      if (BAN_CHECKED_PREFIXES.some((prefix) => isUnder(pathname, prefix)) || pathname === '/auth/v1/user') {
        const subject = tokenSubject(request);
        if (subject && (await bans.isBanned(subject))) return bannedResponse();
      }
      // A signed-out session's or a deleted member's token opens nothing either (REST: after the plain path, below).
      if (isUnder(pathname, '/storage/v1') || isUnder(pathname, '/functions/v1')) {
        const ended = await endedSessions.refusal(request, pathname);
        if (ended) return ended;
      }
      if (pathname === '/auth/v1/logout') {
        const response = await routeToLite(request, url, peerAddress);
        const subject = tokenSubject(request);
        if (subject) endedSessions.forgetMember(subject);
        return response;
      }
      // Stryker disable next-line ConditionalExpression,StringLiteral: not observable alone, the ban's own notice (clusterSignals.ts) makes every server forget the member within milliseconds; this forgets at once on the server that made it.
      if (pathname === '/rest/v1/rpc/set_member_ban') {
        const response = await routeToLite(request, url, peerAddress);
        // Stryker disable next-line all: as above, the ban's notice forgets the member too.
        bans.forget();
        return response;
      }
      // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, only /auth/v1/token and /auth/v1/verify answer a session (a body with its user) that refuseBannedGrant would act on; it gives every other answer back as is.
      if (pathname === '/auth/v1/token' && request.method === 'POST')
        return refuseBannedGrant(await routeToLite(request, url, peerAddress), bans, database);
      // Stryker disable next-line ConditionalExpression: equivalent, as above (no other answer carries a session in its body or its location's fragment).
      if (pathname === '/auth/v1/verify')
        return refuseBannedVerification(request.method, await routeToLite(request, url, peerAddress), bans, database);
      return routeToLite(request, url, peerAddress);
    }

    async function routeToLite(request: Request, url: URL, peerAddress: string | null): Promise<Response> {
      const pathname = url.pathname;
      if (LITE_PREFIXES.some((prefix) => isUnder(pathname, prefix))) {
        const upload = uploadBucket(request.method, pathname);
        if (upload) {
          const badName = invalidUploadName(upload);
          if (badName) return badName;
          const prepared = await prepareUpload(request, upload);
          if (prepared instanceof Response) return prepared;
          const clash = await folderClash(database.query, upload.bucket, upload.name);
          if (clash) {
            await prepared.request.body?.cancel();
            return clash;
          }
          const answer = await app.fetch(prepared.request, { peerAddress });
          const refusal = prepared.refusal();
          if (refusal) await answer.body?.cancel().catch(() => {});
          return refusal ?? answer;
        }
        if (isUnder(pathname, '/rest/v1')) {
          const badBody = await restWriteBodyProblem(request, pathname);
          if (badBody) return badBody;
          return (
            (await plainRequests?.answer(request, url)) ??
            (await endedSessions.refusal(request, pathname)) ??
            answerAsPostgrest(() => app.fetch(request, { peerAddress }))
          );
        }
        const signBucket = isSignManyRequest(request.method, pathname);
        if (signBucket) {
          return signMany(request, (objectPath, expiresIn) => {
            const target = `${url.origin}/storage/v1/object/sign/${encodeURIComponent(signBucket)}/${objectPath.split('/').map(encodeURIComponent).join('/')}`;
            const headers = new Headers(request.headers);
            headers.set('content-type', 'application/json');
            headers.delete('content-length');
            return app.fetch(new Request(target, { method: 'POST', headers, body: JSON.stringify({ expiresIn }) }), { peerAddress });
          });
        }
        const badListing = await storageListProblem(request, pathname);
        if (badListing) return badListing;
        const badMove = await storageMoveProblem(request, pathname, database.query);
        if (badMove) return badMove;
        if (isUnder(pathname, '/storage/v1'))
          return answerObjectRead(request, pathname, async () =>
            normalizeSignedResponse(request.method, pathname, await app.fetch(request, { peerAddress })),
          );
        if (isPasswordSignIn(request, url)) {
          return limitedSignIn(
            signInLimiter,
            request,
            clientAddress(request.headers, peerAddress, trustProxy),
            (signIn) => app.fetch(signIn, { peerAddress }),
            (email, password) => equalizeUnknownAccount(database, email, password),
          );
        }
        if (isOneTimeCodeRequest(request, pathname))
          return sameAnswerForUnknownAddress(await withRequestedRedirect(url, siteUrl, () => app.fetch(request, { peerAddress })));
        return withRequestedRedirect(url, siteUrl, () => app.fetch(request, { peerAddress }));
      }
      if (isUnder(pathname, '/functions/v1')) {
        const name = pathname.slice('/functions/v1/'.length).split('/')[0] ?? '';
        return functions.handle(
          withClientAddress(request, clientAddress(request.headers, peerAddress, trustProxy)),
          decodeURIComponent(name),
        );
      }
      if (pathname === '/health') {
        if (await databaseIsDown(database)) return unavailableResponse();
        return jsonResponse({ status: 'ok', database: database.kind, uptimeSeconds: Math.round(process.uptime()) }, 200, {
          'cache-control': 'no-store',
        });
      }
      if (pathname === '/config.json') return jsonResponse(backendConfig(url), 200, { 'cache-control': 'no-store' });
      if (isUnder(pathname, '/_mailbox')) {
        return handleMailbox(request, url, {
          mailbox,
          smtpConfigured: smtp !== null,
          secretKey: keys.secretKey,
          mailboxKey,
          secureCookie: siteUrl.startsWith('https:'),
          userIdForToken: (token) => userIdForToken(token, peerAddress),
          roleOf: async (userId) =>
            // Stryker disable next-line OptionalChaining: kept on purpose (stryker/scopes.mjs keptOnPurpose): every account has its profile row (a trigger makes it), and a token without a live account never gets this far.
            (await database.query<{ role: string }>('select role from public.user_profiles where id = $1', [userId]))[0]?.role ?? null,
        });
      }
      if (pathname === '/_admin/users') return handleCreateUser(request);
      if (isUnder(pathname, '/_system')) return jsonResponse({ error: 'not_found' }, 404);
      if (pathname === '/sitemap.xml') {
        const sitemap = await databasePages.sitemap(request, pageContext(url));
        if (sitemap) return sitemap;
      }
      if ((request.headers.get('accept') ?? '').includes('text/html') || pathname === '/') {
        const page = await databasePages.respond(request, url, pageContext(url));
        if (page) return page;
      }
      return staticFiles.handle(request, url);
    }

    /**
     * A function's request to this server (SUPABASE_URL, MAILBOX_URL) is answered here, through the same routes
     * and checks as over HTTP, without the second HTTP request on loopback it used to cost; anything else is
     * fetched as usual. The caller is this machine, as it was over loopback.
     */
    async function serveInProcess(request: Request): Promise<Response> {
      if (!request.url.startsWith(`${internalUrl}/`)) return fetch(request);
      const url = new URL(request.url);
      const gated = passGate(request.method, url.pathname + url.search);
      if (gated instanceof Response) return gated;
      const target = `${internalUrl}${gated.target}`;
      const passed = target === request.url ? request : new Request(target, request);
      return answerDuringOutage(database, () => route(passed, new URL(target), '127.0.0.1'));
    }

    /** The auth service answers for the token: it also checks that the session still exists. */
    async function userIdForToken(token: string, peerAddress: string | null): Promise<string | null> {
      const headers = { apikey: keys.publishableKey, authorization: `Bearer ${token}` };
      const response = await app.fetch(new Request(`${internalUrl}/auth/v1/user`, { headers }), { peerAddress });
      if (!response.ok) return null;
      const user = (await response.json().catch(() => null)) as { id?: unknown } | null;
      return typeof user?.id === 'string' ? user.id : null;
    }

    async function handleCreateUser(request: Request): Promise<Response> {
      if (request.method !== 'POST') return jsonResponse({ error: 'method_not_allowed' }, 405, { allow: 'POST' });
      if (!presentsSecret(request, keys.secretKey))
        return jsonResponse({ error: 'unauthorized', message: 'The secret key is required' }, 401);
      try {
        const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
        if (!body) return jsonResponse({ error: 'invalid_json', message: 'The body must be JSON' }, 400);
        return jsonResponse(await createOrPromoteUser(app, database, keys, parseCreateUserInput(body)));
      } catch (error) {
        const status = error instanceof CreateUserError ? error.status : 500;
        return jsonResponse({ error: 'create_user_failed', message: (error as Error).message }, status);
      }
    }

    handler = async (req, res) => {
      const started = performance.now();
      const isHead = req.method === 'HEAD';
      let status = 500;
      // Set before the answer is written: writeHead merges them, and a route's own value of one wins.
      for (const [name, value] of securityHeaderEntries) res.setHeader(name, value);
      try {
        let gated = passGate(req.method ?? 'GET', req.url ?? '/');
        if (!(gated instanceof Response) && !hostNames.allows(req.headers.host)) gated = misdirectedResponse();
        if (gated instanceof Response) {
          status = gated.status;
          await writeFetchResponse(res, gated, isHead);
          return;
        }
        const pathname = gated.pathname;
        const limit = isUnder(pathname, '/storage/v1')
          ? STORAGE_BODY_LIMIT
          : isUnder(pathname, '/auth/v1')
            ? AUTH_BODY_LIMIT
            : API_BODY_LIMIT;
        // lite gets the gated target too, so it routes on exactly the path every guard saw. An object upload's body
        // streams through (storageUploads.ts); every other body is read first, up to its limit.
        const streamed = uploadBucket(req.method ?? 'GET', pathname) !== null;
        const request = await toFetchRequest(req, internalUrl + gated.target, limit, streamed);
        const url = new URL(request.url);
        // Browsers address us by the Host they used; keep it for config.json's origin.
        if (req.headers.host) url.host = req.headers.host;
        const answered = await answerDuringOutage(database, () => route(request, url, req.socket.remoteAddress ?? null));
        status = answered.status;
        await writeFetchResponse(res, answered, isHead);
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          status = 413;
          if (!res.headersSent) {
            res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
            res.end(JSON.stringify({ error: 'payload_too_large', message: `The request body is over the limit of ${error.limit} bytes` }));
          }
        } else {
          console.error(
            JSON.stringify({ level: 'error', msg: 'request failed', path: req.url, error: String((error as Error)?.stack ?? error) }),
          );
          if (!res.headersSent) {
            res.writeHead(500, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ error: 'internal_error', message: 'The server failed to answer this request' }));
          } else res.destroy();
        }
      } finally {
        if (log)
          logRequest({
            method: req.method ?? 'GET',
            path: (req.url ?? '/').split('?')[0] ?? '/',
            status,
            ms: Math.round((performance.now() - started) * 10) / 10,
          });
      }
    };

    if (lock) {
      writeRunningServerSecret(dataDir, keys.secretKey);
      lock.update({ url: internalUrl });
    }

    const outbox = startOutboxTimer(
      () => functions.handle(new Request(`${internalUrl}/functions/v1/notify-mail`, { method: 'POST' }), 'notify-mail'),
      options.outboxIntervalMs,
    );

    let stopping: Promise<void> | null = null;
    const stop = () => {
      stopping ??= (async () => {
        outbox.stop();
        stopped = true;
        clearTimeout(retryTimer);
        // Bounded: a LISTEN connection that went bad must not hold a stopping server (a rolling restart waits on it).
        await Promise.race([
          Promise.all([signals?.stop().catch(() => {}), databasePages.stop().catch(() => {}), reloading.catch(() => {})]),
          new Promise((resolve) => setTimeout(resolve, 2000).unref()),
        ]);
        // Stop accepting, let in-flight requests finish, then close the database and free the directory.
        const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
        listening.closeIdleConnections();
        const forceAfter = setTimeout(() => listening.closeAllConnections(), 10_000);
        await closed;
        clearTimeout(forceAfter);
        await (app._storageAdapter as unknown as StorageAdapter).close?.();
        await database.close();
        lock?.release();
      })();
      return stopping;
    };

    return { url: internalUrl, port, payments, ...keys, mailboxKey, mailbox, database, app, startNotes, stop };
  } catch (error) {
    server?.close();
    await db?.close().catch(() => {});
    lock?.release();
    throw error;
  }
}
