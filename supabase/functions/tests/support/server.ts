// The real embedded server for payment tests, on a fresh academy_pay_* database in the run's embedded
// PostgreSQL (the engine `pnpm start` runs on). Listens on 127.0.0.1 only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startServer, type RunningServer, type StripeSettings } from '../../../../packages/server/src/index.ts';
import { createFreshDatabase } from '../../../../packages/server/src/testCluster.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export type PaymentsServer = { server: RunningServer; stop(): Promise<void> };

export async function startPaymentsServer(port: number, stripe?: StripeSettings): Promise<PaymentsServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-pay-'));
  const database = await createFreshDatabase('embedded', 'academy_pay_');
  const server = await startServer({
    port,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: database.url,
    rootDir: REPO_ROOT,
    log: false,
    seed: false,
    stripe,
  });
  return {
    server,
    async stop() {
      await server.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type SignedInUser = { id: string; client: SupabaseClient; token: string };

/** Creates a user through the server's admin endpoint and signs them in with supabase-js. */
export async function signedInUser(server: RunningServer, role: 'student' | 'instructor' | 'master' = 'student'): Promise<SignedInUser> {
  const email = `pay.${role}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const password = 'Academy2025';
  const created = await fetch(`${server.url}/_admin/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: server.secretKey },
    body: JSON.stringify({ email, password, role }),
  });
  if (!created.ok) throw new Error(`create user: HTTP ${created.status} ${await created.text()}`);
  const client = createClient(server.url, server.publishableKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign in: ${error?.message}`);
  return { id: data.user.id, client, token: data.session.access_token };
}
