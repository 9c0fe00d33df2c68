// Builds handler dependencies for tests: a fixed configuration, a caller chosen by the test
// (the bearer token is the user id), and a Stripe client pointed at a stand-in when given.
import type { Caller } from '../../_shared/auth.ts';
import type { PaymentsConfig } from '../../_payments/config.ts';
import type { PaymentsDeps } from '../../_payments/deps.ts';
import type { SubscriptionStore } from '../../_payments/store.ts';
import { createStripe } from '../../_payments/stripeClient.ts';

export const SITE_URL = 'https://academy.example';
export const WEBHOOK_SECRET = 'whsec_test_academy';

export function testConfig(overrides: Partial<PaymentsConfig> = {}): PaymentsConfig {
  return {
    stripeSecretKey: null,
    stripeWebhookSecret: null,
    stripeApiUrl: null,
    prices: { Monthly: null, Yearly: null, Lifetime: null },
    siteUrl: SITE_URL,
    testCheckoutSecret: 'service-key-for-tests',
    ...overrides,
  };
}

export function stripeConfig(apiUrl: string, overrides: Partial<PaymentsConfig> = {}): PaymentsConfig {
  return testConfig({
    stripeSecretKey: 'sk_test_standin',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiUrl: apiUrl,
    prices: { Monthly: 'price_monthly_cfg', Yearly: 'price_yearly_cfg', Lifetime: null },
    testCheckoutSecret: 'service-key-for-tests',
    ...overrides,
  });
}

/** Bearer tokens in these tests are the caller's user id; a missing header means signed out. */
async function bearerCaller(request: Request): Promise<Caller | null> {
  const match = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ? { id: match[1], email: `${match[1]}@example.com`, role: 'authenticated' } : null;
}

export function testDeps(config: PaymentsConfig, store: SubscriptionStore, now?: () => Date): PaymentsDeps {
  const { stripeSecretKey } = config;
  return {
    config,
    store,
    authenticate: bearerCaller,
    stripe: stripeSecretKey ? createStripe({ ...config, stripeSecretKey }) : null,
    ...(now && { now }),
  };
}

export function post(path: string, body: unknown, userId?: string, headers: Record<string, string> = {}): Request {
  return new Request(`https://api.academy.example/functions/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(userId && { authorization: `Bearer ${userId}` }), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
