// startApp(): the real @academy/server on a throwaway database and data directory, on a free port of the
// e2e range (18300-18399), serving the production build. stop() removes everything it created.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { startServer, type MailMessage, type RunningServer } from '@academy/server';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));
export const APP_DIST = path.join(REPO_ROOT, 'packages', 'app', 'dist');
const PORT_RANGE = { first: 18300, last: 18399 };
const DATABASE_PREFIX = 'academy_e2e_';

export type TestApp = {
  url: string;
  server: RunningServer;
  stop(): Promise<void>;
};

function randomSuffix(): string {
  return `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${DATABASE_PREFIX}${randomSuffix()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists "${name}" with (force)`);
      await again.end();
    },
  };
}

function isAddressInUse(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'EADDRINUSE';
}

export type StartAppOptions = {
  /** Seed the demo academy (default true). Journeys that count their own rows start without it. */
  seed?: boolean;
};

/**
 * Starts the app. Uses PostgreSQL when TEST_DATABASE_URL is set (a fresh `academy_e2e_*` database, dropped
 * on stop), else PGlite in the temporary data directory.
 */
export async function startApp({ seed = true }: StartAppOptions = {}): Promise<TestApp> {
  if (!existsSync(path.join(APP_DIST, 'index.html'))) throw new Error(`No app build in ${APP_DIST}: run \`pnpm build\` (pnpm test does it) first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-e2e-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await createDatabase(adminUrl) : null;
  const cleanup = async () => {
    await database?.drop().catch((error: unknown) => console.error(error));
    rmSync(dataDir, { recursive: true, force: true });
  };

  const span = PORT_RANGE.last - PORT_RANGE.first + 1;
  const start = Math.floor(Math.random() * span);
  let lastError: unknown = null;
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = PORT_RANGE.first + ((start + attempt) % span);
    try {
      const server = await startServer({ port, host: '127.0.0.1', dataDir, databaseUrl: database?.url, rootDir: REPO_ROOT, appDir: APP_DIST, log: false, seed });
      return {
        url: server.url,
        server,
        async stop() {
          await server.stop();
          await cleanup();
        },
      };
    } catch (error) {
      lastError = error;
      if (!isAddressInUse(error)) break;
    }
  }
  await cleanup();
  throw lastError;
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
export async function waitForMail(app: TestApp, to: string, matches: (mail: MailMessage) => boolean = () => true, timeoutMs = 10_000): Promise<MailMessage> {
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
