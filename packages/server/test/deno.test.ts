// Every edge function must also run on hosted Supabase, which runs it in Deno: `deno check`
// each supabase/functions/<name>/index.ts with the deno.json import map (npm: specifiers).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handledEventTypes } from '../../../supabase/functions/_payments/stripeEvents.ts';
import { envFromVariables, HOSTED_SMTP_PORT } from '../../../supabase/functions/_shared/env.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../supabase/functions/tests/support/stripeStandIn.ts';
import { REPO_ROOT } from '../src/index.ts';
import { DENO, FUNCTIONS_DIR, projectSigningKey, readFunctionSettings, serveFunctionsInDeno, type DenoFunctions } from './denoHosted.ts';
import { BACKENDS, startTestServer, type TestServer } from './helpers.ts';
import { startSmtpServer, type Received } from './smtpStandIn.ts';

const entries = readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
  .filter(
    (d) =>
      d.isDirectory() && !d.name.startsWith('_') && !d.name.startsWith('.') && existsSync(path.join(FUNCTIONS_DIR, d.name, 'index.ts')),
  )
  .map((d) => `${d.name}/index.ts`);

describe.skipIf(!existsSync(DENO))('edge functions under Deno', () => {
  it('finds the functions to check', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it('type-checks every function with deno check', { timeout: 240_000 }, async () => {
    const result = await promisify(execFile)(DENO, ['check', '--quiet', '--config', 'deno.json', ...entries], {
      cwd: FUNCTIONS_DIR,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string; code?: number }) => error);
    const { code, stderr } = result as { code?: number; stderr?: string };
    expect(code ?? 0, `deno check failed:\n${stderr}`).toBe(0);
  });
});

// The functions as hosted Supabase runs them: `deno serve` with only what a hosted function gets
// (SUPABASE_PUBLISHABLE_KEYS / SUPABASE_SECRET_KEYS as JSON, SUPABASE_JWKS, no JWT secret; the
// legacy keys set to values the backend refuses, so any use of them shows), against the embedded
// server's API, behind a gateway that applies config.toml's per-function settings.
describe.skipIf(!existsSync(DENO))('edge functions under deno serve with a hosted environment', () => {
  const WEBHOOK_SECRET = 'whsec_deno_hosted';
  const SITE_URL = 'https://academy.example';
  const signer = new Stripe('sk_test_signer');
  const settings = readFunctionSettings();
  const inbox: Received[] = [];
  let server: TestServer;
  let stripeApi: StripeStandIn;
  let smtp: Server;
  let functions: DenoFunctions;
  let projectKey: Awaited<ReturnType<typeof projectSigningKey>>;

  beforeAll(async () => {
    server = await startTestServer(BACKENDS[0] ?? 'embedded', { seed: false });
    stripeApi = await startStripeStandIn(0);
    stripeApi.reply('POST', '/v1/checkout/sessions', () => ({
      body: { id: 'cs_test_deno', object: 'checkout.session', url: 'https://checkout.stripe.test/c/cs_test_deno' },
    }));
    stripeApi.reply('GET', /^\/v1\/subscriptions\/sub_deno_/, (request) => ({
      body: {
        id: request.path.split('/').pop(),
        object: 'subscription',
        status: 'active',
        customer: 'cus_deno',
        metadata: {},
        items: {
          object: 'list',
          data: [{ id: 'si_1', current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400, price: { id: 'price_monthly' } }],
        },
      },
    }));
    smtp = await startSmtpServer(0, inbox);
    projectKey = await projectSigningKey(`${server.url}/auth/v1`);
    const deployed = Object.fromEntries(
      Object.entries(settings)
        .filter(([, s]) => s.enabled)
        .map(([name, s]) => [name, { verifyJwt: s.verifyJwt }]),
    );
    functions = await serveFunctionsInDeno({
      SUPABASE_URL: server.url,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: server.publishableKey }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: server.secretKey }),
      SUPABASE_JWKS: projectKey.jwks,
      SUPABASE_ANON_KEY: 'legacy-anon-key-refused-by-the-backend',
      SUPABASE_SERVICE_ROLE_KEY: 'legacy-service-role-key-refused-by-the-backend',
      SITE_URL,
      STRIPE_SECRET_KEY: 'sk_test_deno',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_YEARLY: 'price_yearly',
      STRIPE_API_URL: stripeApi.url,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String((smtp.address() as AddressInfo).port),
      SMTP_FROM: 'academy@example.com',
      GATEWAY_FUNCTIONS: JSON.stringify(deployed),
      GATEWAY_JWT_SECRET: server.jwtSecret,
    });
  }, 300_000);
  afterAll(async () => {
    await functions?.stop();
    await stripeApi?.close();
    smtp?.close();
    await server?.cleanup();
  });

  const PASSWORD = 'Hosted-Deno-1';
  async function member(role: 'student' | 'master') {
    const email = `deno-${role}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const created = await fetch(`${server.url}/_admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: server.secretKey },
      body: JSON.stringify({ email, password: PASSWORD, role }),
    });
    expect(created.status).toBe(200);
    const client = createClient(server.url, server.publishableKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { id: data.user!.id, email, client, sessionToken: data.session!.access_token };
  }

  /** What supabase-js sends: the publishable key, and the user's access token when signed in. */
  async function call(
    name: string,
    init: { token?: string; body?: unknown; headers?: Record<string, string>; query?: string; rawBody?: string } = {},
  ) {
    const response = await fetch(`${functions.url}/functions/v1/${name}${init.query ?? ''}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: server.publishableKey,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.rawBody ?? JSON.stringify(init.body ?? {}),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
  }

  function mailTo(address: string): string {
    const mail = inbox.filter((m) => m.to.some((to) => to.includes(address))).at(-1);
    // Quoted-printable soft breaks and escapes, as nodemailer writes long lines.
    return (mail?.data ?? '').replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }

  it('deploys every function but the test checkout, each bundled with deno.json and without the platform JWT check', async () => {
    const names = readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(path.join(FUNCTIONS_DIR, d.name, 'index.ts')))
      .map((d) => d.name);
    expect(Object.keys(settings).sort()).toEqual(names.sort());
    for (const name of names) expect(settings[name], name).toMatchObject({ verifyJwt: false, importMap: './functions/deno.json' });
    expect(
      Object.entries(settings)
        .filter(([, s]) => !s.enabled)
        .map(([name]) => name),
    ).toEqual(['test-checkout']);
    expect((await call('test-checkout')).status).toBe(404);
  });

  it('payment journey: checkout through Stripe, the signed webhook, then the subscription for a JWKS-signed token', async () => {
    const buyer = await member('student');
    // A session token of the auth service (HS256 here): the JWKS has no key for it, so the function asks the auth service.
    const checkout = await call('create-checkout', {
      token: buyer.sessionToken,
      body: { priceId: 'monthly', mode: 'subscription', isLifetime: false },
    });
    expect(checkout, functions.output()).toEqual({ status: 200, body: { url: 'https://checkout.stripe.test/c/cs_test_deno' } });
    const sent = stripeApi.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.authorization).toBe('Bearer sk_test_deno');
    expect(sent?.params.get('metadata[user_id]')).toBe(buyer.id);
    expect(sent?.params.get('success_url')).toBe(`${SITE_URL}/checkout-success?session_id={CHECKOUT_SESSION_ID}`);

    const event = {
      id: `evt_deno_${buyer.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_test_deno',
          object: 'checkout.session',
          mode: 'subscription',
          payment_status: 'paid',
          client_reference_id: buyer.id,
          customer: 'cus_deno',
          subscription: `sub_deno_${buyer.id.slice(0, 8)}`,
          metadata: { user_id: buyer.id, tier: 'Monthly' },
        },
      },
    };
    const payload = JSON.stringify(event);
    const signature = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET });
    // Stripe sends no Authorization header: only config.toml's verify_jwt = false lets it through.
    const webhook = await fetch(`${functions.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(webhook.status, functions.output()).toBe(200);
    expect(await webhook.json()).toMatchObject({ received: true, duplicate: false, applied: 1 });

    const hostedToken = await projectKey.sign(buyer.id, buyer.email);
    const status = await call('check-subscription', { token: hostedToken });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ subscribed: true, subscription_tier: 'Monthly' });
    // Signed by another key under the project key's id: the JWKS refuses it.
    const forged = await (await projectSigningKey(`${server.url}/auth/v1`)).sign(buyer.id, buyer.email);
    expect((await call('check-subscription', { token: forged })).status).toBe(401);
    expect((await call('check-subscription')).status).toBe(401);
  });

  it('newsletter journey: subscribe signed out, confirm from the mail, staff send, one-click unsubscribe', async () => {
    const reader = `deno-reader-${Math.random().toString(36).slice(2, 8)}@example.test`;
    expect(await call('newsletter-subscribe', { body: { email: reader } })).toEqual({ status: 202, body: { status: 'check_your_email' } });
    const token = new RegExp(`${SITE_URL}/newsletter/confirm\\?token=([A-Za-z0-9_-]+)`).exec(mailTo(reader))?.[1];
    expect(token, 'the confirmation mail links to the site').toBeTruthy();
    expect(await call('newsletter-confirm', { body: { token } })).toEqual({ status: 200, body: { status: 'confirmed' } });

    const staff = await member('master');
    const draft = await staff.client
      .from('newsletters')
      .insert({ title: 'Deno week', body: 'Hello from hosted functions', status: 'draft' })
      .select('id')
      .single();
    expect(draft.error).toBeNull();
    const sendAs = await projectKey.sign(staff.id, staff.email);
    const sent = await call('newsletter-send', { token: sendAs, body: { newsletter_id: draft.data!.id } });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent' });
    expect(mailTo(reader)).toContain('Hello from hosted functions');

    // RFC 8058 one-click: the mail provider posts the form, with no key and no token.
    const unsubscribe = await fetch(`${functions.url}/functions/v1/newsletter-unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.status).toBe(200);
    const service = createClient(server.url, server.secretKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const row = await service.from('newsletter_subscribers').select('status').eq('email', reader).single();
    expect(row.data).toEqual({ status: 'unsubscribed' });
  });
});

// The README's hosted steps are the ones these tests rehearse: every secret the functions read and
// the platform does not provide, the commands, the repair of the storage migration, the webhook's events.
describe('README: hosted Supabase', () => {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('**Hosted Supabase**'), readme.indexOf('## Working on it'));
  const secretsLine = /`supabase secrets set ([^`]+)`/.exec(section)?.[1] ?? '';
  const secretNames = [...secretsLine.matchAll(/([A-Z][A-Z0-9_]+)=/g)].map((m) => m[1]);

  it('sets every secret the functions read that the platform does not provide, and nothing reserved', () => {
    const read = new Set<string>();
    envFromVariables((name) => {
      read.add(name);
      return undefined;
    });
    // Provided by the platform (SUPABASE_*), self-hosted only (JWT_SECRET), embedded only (MAILBOX_URL; PAYMENTS_TEST,
    // which switches the test checkout that hosted never deploys), tests only (STRIPE_API_URL).
    const ours = [...read].filter(
      (name) => !name.startsWith('SUPABASE_') && !['JWT_SECRET', 'MAILBOX_URL', 'PAYMENTS_TEST', 'STRIPE_API_URL'].includes(name),
    );
    expect(secretNames.sort()).toEqual(ours.sort());
    expect(secretsLine).toContain(`SMTP_PORT=${HOSTED_SMTP_PORT}`);
    for (const provided of ['SUPABASE_URL', 'SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_SECRET_KEYS', 'SUPABASE_JWKS'])
      expect(section).toContain(provided);
  });

  it('lists the commands, the storage migration repair and the deployed functions', () => {
    for (const command of [
      'supabase link --project-ref',
      'supabase db push',
      'supabase functions deploy',
      'supabase migration repair --status applied 20261122040500',
      // The notification outbox's retries need a scheduled call on hosted (the embedded server has its timer).
      "cron.schedule('notify-mail'",
    ]) {
      expect(section).toContain(command);
    }
    expect(existsSync(path.join(REPO_ROOT, 'supabase', 'migrations', '20261122040500_storage_buckets.sql'))).toBe(true);
    const skipped = Object.entries(readFunctionSettings())
      .filter(([, s]) => !s.enabled)
      .map(([name]) => name);
    for (const name of skipped) expect(section).toContain(`\`${name}\``);
  });

  it("names the Stripe webhook's endpoint and exactly the events it handles", () => {
    expect(section).toContain('/functions/v1/stripe-webhook');
    const webhookStep = section.slice(section.indexOf('webhook endpoint'), section.indexOf('STRIPE_WEBHOOK_SECRET`.'));
    const events = [...webhookStep.matchAll(/`([a-z_]+\.[a-z_.]+)`/g)].map((m) => m[1]);
    expect(events.sort()).toEqual([...handledEventTypes].sort());
  });
});
