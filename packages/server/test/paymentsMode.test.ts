// Free premium by default: without Stripe keys the local test checkout is for local trials only. It is on for a
// loopback SITE_URL (and says "payments: test mode" in the start banner and on the checkout page), off for a public
// SITE_URL unless PAYMENTS_TEST=1.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/index.ts';
import { paymentsMode } from '../src/paymentsMode.ts';
import { startTestServer, tempDir } from './helpers.ts';

describe('payments mode', () => {
  it('is Stripe with a key, test mode on a loopback site, off on a public one unless PAYMENTS_TEST says otherwise', () => {
    expect(paymentsMode({ stripeSecretKey: 'sk_test_x', siteUrl: 'http://127.0.0.1:8080' })).toBe('stripe');
    for (const siteUrl of ['http://127.0.0.1:8080', 'http://localhost:3000', 'http://[::1]:8080', 'http://app.localhost']) {
      expect(paymentsMode({ siteUrl })).toBe('test');
    }
    for (const siteUrl of ['https://academy.example', 'http://192.168.1.20:8080', 'http://127.0.0.1.nip.io'])
      expect(paymentsMode({ siteUrl })).toBe('off');
    expect(paymentsMode({ siteUrl: 'https://academy.example', paymentsTest: true })).toBe('test');
    expect(paymentsMode({ siteUrl: 'http://127.0.0.1:8080', paymentsTest: false })).toBe('off');
  });

  async function checkout(siteUrl: string, paymentsTest?: boolean) {
    const server = await startTestServer('embedded', { seed: false, siteUrl, paymentsTest });
    try {
      const headers = { apikey: server.publishableKey, 'content-type': 'application/json' };
      const signUp = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'buyer@example.com', password: 'Buyer-Passw0rd' }),
      });
      const { access_token } = (await signUp.json()) as { access_token: string };
      const created = await fetch(`${server.url}/functions/v1/create-checkout`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${access_token}` },
        body: JSON.stringify({ isLifetime: true }),
      });
      const body = (await created.json()) as { url?: string; code?: string };
      const page = body.url ? await fetch(`${server.url}${body.url}`) : null;
      return { mode: server.payments, status: created.status, body, page: page ? { status: page.status, html: await page.text() } : null };
    } finally {
      await server.cleanup();
    }
  }

  it('offers no free checkout on a public SITE_URL without Stripe keys', async () => {
    const result = await checkout('https://academy.example');
    expect(result.mode).toBe('off');
    expect(result.status).toBe(503);
    expect(result.body.code).toBe('checkout_not_configured');
  });

  it('keeps the test checkout on a public SITE_URL with PAYMENTS_TEST=1, and the page says test mode', async () => {
    const result = await checkout('https://academy.example', true);
    expect(result.mode).toBe('test');
    expect(result.status).toBe(200);
    expect(result.page?.status).toBe(200);
    expect(result.page?.html).toContain('payments: test mode');
  });

  it('prints "payments: test mode" in the start banner of a local server without Stripe keys', { timeout: 180_000 }, async () => {
    const dataDir = tempDir('academy-banner-');
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'packages/server/src/main.ts')], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', SITE_URL: '', STRIPE_SECRET_KEY: '', PAYMENTS_TEST: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      let stderr = '';
      await new Promise<void>((resolve, reject) => {
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
          if (stderr.includes('Stop with Ctrl+C')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
      });
      expect(stderr).toContain('payments: test mode');
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
