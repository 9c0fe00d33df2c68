// The payment settings every payment function reads from its environment (readPaymentsConfig), one setting per case:
// a value is taken trimmed, a blank one is no setting at all; the app's address loses its trailing slashes and falls
// back to the backend's; the local test checkout's secret exists only where PAYMENTS_TEST is '1' (a public site
// without Stripe keys must not hand out premium for a test card number). Expected values written out.
import { describe, expect, it } from 'vitest';
import { readPaymentsConfig, type PaymentsEnv } from '../_payments/config.ts';

const BASE: PaymentsEnv = {
  SUPABASE_URL: 'http://127.0.0.1:8080',
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_test',
  SUPABASE_SECRET_KEY: 'sb_secret_test',
  SUPABASE_JWT_SECRET: 'jwt-secret',
  SITE_URL: 'https://academy.example',
};

describe('readPaymentsConfig', () => {
  it('without Stripe settings: no keys, no prices, the site as given, no test checkout', () => {
    expect(readPaymentsConfig(BASE)).toEqual({
      stripeSecretKey: null,
      stripeWebhookSecret: null,
      stripeApiUrl: null,
      prices: { Monthly: null, Yearly: null, Lifetime: null },
      siteUrl: 'https://academy.example',
      testCheckoutSecret: null,
    });
  });

  it('takes each Stripe setting to its own field, trimmed', () => {
    const config = readPaymentsConfig({
      ...BASE,
      STRIPE_SECRET_KEY: ' sk_test_1 ',
      STRIPE_WEBHOOK_SECRET: '\twhsec_2\n',
      STRIPE_API_URL: ' http://127.0.0.1:12111 ',
      STRIPE_PRICE_MONTHLY: ' price_m ',
      STRIPE_PRICE_YEARLY: 'price_y ',
      STRIPE_PRICE_LIFETIME: ' price_l',
    });
    expect(config).toMatchObject({
      stripeSecretKey: 'sk_test_1',
      stripeWebhookSecret: 'whsec_2',
      stripeApiUrl: 'http://127.0.0.1:12111',
      prices: { Monthly: 'price_m', Yearly: 'price_y', Lifetime: 'price_l' },
    });
  });

  it('takes a blank setting for none', () => {
    const config = readPaymentsConfig({ ...BASE, STRIPE_SECRET_KEY: '   ', STRIPE_PRICE_MONTHLY: '', STRIPE_PRICE_YEARLY: ' \t ' });
    expect(config.stripeSecretKey).toBeNull();
    expect(config.prices).toEqual({ Monthly: null, Yearly: null, Lifetime: null });
  });

  it('gives the site’s address without its trailing slashes', () => {
    expect(readPaymentsConfig({ ...BASE, SITE_URL: 'https://academy.example/pt//' }).siteUrl).toBe('https://academy.example/pt');
    expect(readPaymentsConfig({ ...BASE, SITE_URL: 'https://academy.example/a/b' }).siteUrl).toBe('https://academy.example/a/b');
  });

  it('uses the backend’s address when no site address is set', () => {
    expect(readPaymentsConfig({ ...BASE, SITE_URL: '' }).siteUrl).toBe('http://127.0.0.1:8080');
    expect(readPaymentsConfig({ ...BASE, SITE_URL: '', SUPABASE_URL: 'http://localhost:8080/' }).siteUrl).toBe('http://localhost:8080');
  });

  it('signs test checkouts with the service key only where PAYMENTS_TEST is 1', () => {
    expect(readPaymentsConfig({ ...BASE, PAYMENTS_TEST: '1' }).testCheckoutSecret).toBe('sb_secret_test');
    expect(readPaymentsConfig({ ...BASE, PAYMENTS_TEST: ' 1 ' }).testCheckoutSecret).toBe('sb_secret_test');
    expect(readPaymentsConfig({ ...BASE, PAYMENTS_TEST: ' 1 ', SUPABASE_SECRET_KEY: ' sb_secret_spaced ' }).testCheckoutSecret).toBe(
      'sb_secret_spaced',
    );
    for (const off of [undefined, '', '0', 'true', '11', 'yes'])
      expect(readPaymentsConfig({ ...BASE, PAYMENTS_TEST: off }).testCheckoutSecret, String(off)).toBeNull();
  });

  it('has no test checkout secret without a service key, even with PAYMENTS_TEST', () => {
    expect(readPaymentsConfig({ ...BASE, PAYMENTS_TEST: '1', SUPABASE_SECRET_KEY: '  ' }).testCheckoutSecret).toBeNull();
  });
});
