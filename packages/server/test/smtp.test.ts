// With SMTP_* configured, mail leaves through SMTP instead of the local mailbox: the auth
// recovery mail (lite's SMTP driver) and functions' sendMail() (nodemailer). A minimal SMTP
// server on 127.0.0.1 receives them.
import type { AddressInfo, Server } from 'node:net';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/index.ts';
import { startTestServer, tempDir, type TestServer } from './helpers.ts';
import { startSmtpServer, type Received } from './smtpStandIn.ts';

function fixtureRoot(): string {
  const rootDir = tempDir('academy-smtp-root-');
  cpSync(path.join(REPO_ROOT, 'supabase', 'migrations'), path.join(rootDir, 'supabase', 'migrations'), { recursive: true });
  cpSync(path.join(REPO_ROOT, 'supabase', 'functions', '_shared'), path.join(rootDir, 'supabase', 'functions', '_shared'), {
    recursive: true,
  });
  cpSync(path.join(REPO_ROOT, 'supabase', 'functions', 'deno.json'), path.join(rootDir, 'supabase', 'functions', 'deno.json'));
  mkdirSync(path.join(rootDir, 'supabase', 'functions', 'mailer'));
  writeFileSync(
    path.join(rootDir, 'supabase', 'functions', 'mailer', 'index.ts'),
    `import { sendMail } from '../_shared/mail.ts';
import { json } from '../_shared/http.ts';
import type { FunctionEnv } from '../_shared/env.ts';
export default async function handler(request: Request, env: FunctionEnv): Promise<Response> {
  const { to } = (await request.json()) as { to: string };
  await sendMail(env, { to, subject: 'Bilten semèn nan', text: 'Bonjou!', html: '<p>Bonjou!</p>' });
  return json({ sent: true });
}
`,
  );
  return rootDir;
}

describe('mail through SMTP', () => {
  const inbox: Received[] = [];
  let smtp: Server;
  let server: TestServer;
  let rootDir: string;

  beforeAll(async () => {
    smtp = await startSmtpServer(0, inbox);
    rootDir = fixtureRoot();
    server = await startTestServer('embedded', {
      rootDir,
      seed: false,
      smtp: { host: '127.0.0.1', port: (smtp.address() as AddressInfo).port, from: 'academy@example.com' },
    });
  });
  afterAll(async () => {
    await server?.cleanup();
    await new Promise((resolve) => smtp?.close(resolve));
    if (rootDir) rmSync(rootDir, { recursive: true, force: true });
  });

  it('sends the password recovery mail through SMTP, not to the local mailbox', async () => {
    const headers = { apikey: server.publishableKey, 'content-type': 'application/json' };
    await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'ana@example.com', password: 'Passw0rd-1' }),
    });
    const recover = await fetch(`${server.url}/auth/v1/recover?redirect_to=${encodeURIComponent(`${server.url}/update-password`)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'ana@example.com' }),
    });
    expect(recover.status).toBe(200);
    const mail = inbox.find((m) => m.to.some((t) => t.includes('ana@example.com')));
    expect(mail?.from).toContain('academy@example.com');
    expect(mail?.data.replace(/=\r\n/g, '')).toContain('update-password');
    expect(server.mailbox.list({ to: 'ana@example.com' })).toEqual([]);
  });

  it('has no local mailbox: /_mailbox is off, even with the secret key or the mailbox key', async () => {
    for (const target of ['/_mailbox', '/_mailbox/api/messages', `/_mailbox?key=${encodeURIComponent(server.mailboxKey)}`]) {
      const response = await fetch(`${server.url}${target}`, { headers: { apikey: server.secretKey }, redirect: 'manual' });
      expect(response.status, target).toBe(404);
      expect(((await response.json()) as { message: string }).message).toContain('SMTP');
    }
  });

  it("sends functions' mail through SMTP", async () => {
    const sent = await fetch(`${server.url}/functions/v1/mailer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'reader@example.com' }),
    });
    expect(await sent.json()).toEqual({ sent: true });
    const mail = inbox.find((m) => m.to.some((t) => t.includes('reader@example.com')));
    expect(mail?.data).toContain('Subject:');
    expect(mail?.data).toContain('Bonjou!');
    expect(server.mailbox.list({ to: 'reader@example.com' })).toEqual([]);
  });
});
