// startApp(): the real @academy/server on a throwaway database and data directory, on a free port, serving the production build. stop() removes everything it created.
// The database is a fresh one in the run's embedded PostgreSQL (the engine `pnpm start` runs on), or on
// TEST_DATABASE_URL's server when E2E_ENGINE=server (`pnpm test` runs the journeys there too).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type MailMessage, type RunningServer } from '@academy/server';
import { createDatabaseFromTemplate, serverDatabaseTemplate, type TestEngine } from '@academy/server/testing';
import { staleBuild } from '../../scripts/buildFreshness.ts';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));
export const APP_DIST = path.join(REPO_ROOT, 'packages', 'app', 'dist');
const DATABASE_PREFIX = 'academy_e2e_';

export type TestApp = {
  url: string;
  server: RunningServer;
  stop(): Promise<void>;
};

/** The engine the journeys run on: the default (embedded) unless E2E_ENGINE=server. */
export function e2eEngine(): TestEngine {
  const chosen = process.env.E2E_ENGINE?.trim() || 'embedded';
  if (chosen !== 'embedded' && chosen !== 'server') throw new Error(`E2E_ENGINE must be embedded or server, got "${chosen}"`);
  return chosen;
}

/** The sources of the app build: a change to any of them after the build makes the build out of date. */
const APP_SOURCES = [
  'packages/app/src',
  'packages/app/index.html',
  'packages/app/vite.config.ts',
  'packages/features/src',
  'packages/ui/src',
  'public',
].map((p) => path.join(REPO_ROOT, p));

/** Refuses a missing or out-of-date build: the journeys would otherwise test an old app. */
export function assertCurrentBuild(): void {
  const index = path.join(APP_DIST, 'index.html');
  if (!existsSync(index)) throw new Error(`No app build in ${APP_DIST}: run \`pnpm build\` (pnpm test does it) first`);
  const changed = staleBuild(index, APP_SOURCES);
  if (changed)
    throw new Error(
      `The app build in ${APP_DIST} is older than ${path.relative(REPO_ROOT, changed)}: run \`pnpm build\` (pnpm test does it) first`,
    );
}

export type StartAppOptions = {
  /** Seed the demo academy (default true). Journeys that count their own rows start without it. */
  seed?: boolean;
  /** The academy's address for members (the server's CONTACT_EMAIL). */
  contactEmail?: string;
};

/**
 * Starts the app on a new `academy_e2e_*` database (dropped on stop) of the e2e engine: a copy of a database a server
 * has migrated (and seeded, with `seed`) once for the run, since every journey would otherwise spend seconds of the
 * machine's CPU on the same migrations. The server's start on an empty database is the server project's to test.
 */
export async function startApp({ seed = true, contactEmail }: StartAppOptions = {}): Promise<TestApp> {
  assertCurrentBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-e2e-'));
  const database = await createDatabaseFromTemplate(e2eEngine(), DATABASE_PREFIX, serverDatabaseTemplate({ rootDir: REPO_ROOT, seed }));
  const cleanup = async () => {
    await database.drop().catch((error: unknown) => console.error(error));
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // Port 0: the system picks a free one, so parallel files and other checkouts' runs never collide.
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: database.url,
      rootDir: REPO_ROOT,
      appDir: APP_DIST,
      log: false,
      seed,
      contactEmail,
    });
    return {
      url: server.url,
      server,
      async stop() {
        await server.stop();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export type Role = 'master' | 'instructor' | 'student';

/** Creates an account with a role through the server's secret-key endpoint (how an operator makes staff). */
export async function createUser(app: TestApp, user: { email: string; password: string; role: Role }): Promise<{ id: string }> {
  const response = await fetch(`${app.url}/_admin/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: app.server.secretKey },
    body: JSON.stringify(user),
  });
  if (!response.ok) throw new Error(`createUser ${user.email}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/** A unique address per call, so journeys never collide. */
export function uniqueEmail(label = 'user'): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** Waits for a mail to `to` that matches, polling the server's mailbox. */
export async function waitForMail(
  app: TestApp,
  to: string,
  matches: (mail: MailMessage) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<MailMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = app.server.mailbox.list({ to }).find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** The first link of a mail that points at the given path (e.g. the auth service's verify link). */
export function linkInMail(mail: MailMessage, pathPart: string): string {
  const body = `${mail.html ?? ''} ${mail.text ?? ''}`;
  for (const match of body.matchAll(/https?:\/\/[^\s"'<>)]+/g)) {
    const link = match[0].replace(/&amp;/g, '&');
    if (link.includes(pathPart)) return link;
  }
  throw new Error(`no link containing ${pathPart} in mail "${mail.subject}"`);
}
