// Which payments the server offers: Stripe when a secret key is configured; otherwise the local test checkout
// (Stripe's test cards, free premium) only for local trials, i.e. when the public address is a loopback one,
// unless PAYMENTS_TEST says otherwise (1 to keep it on a shared demo, 0 to switch it off locally too).

export type PaymentsMode = 'stripe' | 'test' | 'off';

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function paymentsMode(options: {
  stripeSecretKey?: string | undefined;
  siteUrl: string;
  paymentsTest?: boolean | undefined;
}): PaymentsMode {
  if (options.stripeSecretKey?.trim()) return 'stripe';
  if (options.paymentsTest !== undefined) return options.paymentsTest ? 'test' : 'off';
  let hostname = '';
  try {
    hostname = new URL(options.siteUrl).hostname;
  } catch {
    return 'off';
  }
  return isLoopbackHost(hostname) ? 'test' : 'off';
}

/** The banner's line about payments. */
export function paymentsBannerLine(mode: PaymentsMode): string {
  if (mode === 'stripe') return 'payments: Stripe';
  if (mode === 'test') return 'payments: test mode (no Stripe keys: the local checkout accepts the test card 4242 4242 4242 4242)';
  return 'payments: off (no Stripe keys, and SITE_URL is not a loopback address; PAYMENTS_TEST=1 turns the test checkout on)';
}
