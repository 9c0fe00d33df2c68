// What every edge function receives besides its request. The embedded server builds it from its
// own settings; hosted Supabase (Deno) builds it from the project's secrets with envFromDeno().

export type FunctionEnv = {
  /** Base URL of the backend (auth, rest, storage, functions), e.g. http://127.0.0.1:8080 */
  SUPABASE_URL: string;
  /** Public key: anonymous or user-scoped calls, RLS applies. */
  SUPABASE_PUBLISHABLE_KEY: string;
  /** Service key: bypasses RLS. Never sent to a browser. */
  SUPABASE_SECRET_KEY: string;
  /** HS256 secret that signs user access tokens; empty on hosted projects with asymmetric keys. */
  SUPABASE_JWT_SECRET: string;
  /** Public address of the app, for links in mails and payment return URLs. */
  SITE_URL: string;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PRICE_MONTHLY?: string | undefined;
  STRIPE_PRICE_YEARLY?: string | undefined;
  STRIPE_PRICE_LIFETIME?: string | undefined;
  SMTP_HOST?: string | undefined;
  SMTP_PORT?: string | undefined;
  SMTP_USER?: string | undefined;
  SMTP_PASS?: string | undefined;
  SMTP_FROM?: string | undefined;
  /** Local mailbox endpoint used by sendMail() when no SMTP server is configured. */
  MAILBOX_URL?: string | undefined;
  /**
   * '1' turns the local test checkout on when Stripe is not configured (free purchases with test cards).
   * The embedded server sets it for a loopback SITE_URL; anywhere else it is off unless set on purpose.
   */
  PAYMENTS_TEST?: string | undefined;
};

export type FunctionHandler = (request: Request, env: FunctionEnv) => Promise<Response>;

type DenoEnv = { env: { get(name: string): string | undefined } };

function denoRuntime(): DenoEnv {
  const deno = (globalThis as { Deno?: DenoEnv }).Deno;
  if (!deno) throw new Error('envFromDeno() needs the Deno runtime');
  return deno;
}

/** Hosted Supabase: the platform's own variable names first, the names above as overrides. */
export function envFromDeno(): FunctionEnv {
  const get = (name: string) => denoRuntime().env.get(name) || undefined;
  const required = (...names: string[]) => names.map(get).find((v) => v !== undefined) ?? '';
  return {
    SUPABASE_URL: required('SUPABASE_URL'),
    SUPABASE_PUBLISHABLE_KEY: required('SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_ANON_KEY'),
    SUPABASE_SECRET_KEY: required('SUPABASE_SECRET_KEY', 'SUPABASE_SERVICE_ROLE_KEY'),
    SUPABASE_JWT_SECRET: required('SUPABASE_JWT_SECRET', 'JWT_SECRET'),
    SITE_URL: required('SITE_URL'),
    STRIPE_SECRET_KEY: get('STRIPE_SECRET_KEY'),
    STRIPE_WEBHOOK_SECRET: get('STRIPE_WEBHOOK_SECRET'),
    STRIPE_PRICE_MONTHLY: get('STRIPE_PRICE_MONTHLY'),
    STRIPE_PRICE_YEARLY: get('STRIPE_PRICE_YEARLY'),
    STRIPE_PRICE_LIFETIME: get('STRIPE_PRICE_LIFETIME'),
    SMTP_HOST: get('SMTP_HOST'),
    SMTP_PORT: get('SMTP_PORT'),
    SMTP_USER: get('SMTP_USER'),
    SMTP_PASS: get('SMTP_PASS'),
    SMTP_FROM: get('SMTP_FROM'),
    MAILBOX_URL: get('MAILBOX_URL'),
    PAYMENTS_TEST: get('PAYMENTS_TEST'),
  };
}
