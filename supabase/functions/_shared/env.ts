// What every edge function receives besides its request. The embedded server builds it from its
// own settings; hosted Supabase (Deno) builds it from the function's variables with envFromDeno().

export type FunctionEnv = {
  /** Base URL of the backend (auth, rest, storage, functions), e.g. http://127.0.0.1:8080 */
  SUPABASE_URL: string;
  /** Public key: anonymous or user-scoped calls, RLS applies. */
  SUPABASE_PUBLISHABLE_KEY: string;
  /** Service key: bypasses RLS. Never sent to a browser. */
  SUPABASE_SECRET_KEY: string;
  /** HS256 secret that signs user access tokens (embedded server); empty on hosted projects. */
  SUPABASE_JWT_SECRET: string;
  /** The project's JSON Web Key Set (hosted: SUPABASE_JWKS), to verify tokens signed with its asymmetric keys. */
  SUPABASE_JWKS?: string | undefined;
  /** Public address of the app, for links in mails and payment return URLs. */
  SITE_URL: string;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PRICE_MONTHLY?: string | undefined;
  STRIPE_PRICE_YEARLY?: string | undefined;
  STRIPE_PRICE_LIFETIME?: string | undefined;
  /** Where the Stripe SDK sends requests: only to reach a stand-in (tests, stripe-mock). */
  STRIPE_API_URL?: string | undefined;
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
  /**
   * The embedded server only: a fetch that answers requests to SUPABASE_URL (and MAILBOX_URL) inside the
   * server's own process, through the same checks as over HTTP but without a second HTTP request on loopback.
   * Absent on hosted Supabase, where the global fetch is the way.
   */
  fetch?: typeof fetch | undefined;
  /**
   * The embedded server only: runs one statement with `$1..$n` parameters on the server's own database pool and
   * returns its rows, as the database owner (row-level security does not apply, as with the secret key). For a
   * hot read that would otherwise be a second request through the Data API. Absent on hosted Supabase.
   */
  query?: DirectQuery | undefined;
  /**
   * The embedded server only: counts one event for `key` in a fixed window kept in the database, so every server
   * sharing it counts together; false once the window holds more than `limit`. Absent on hosted Supabase (a
   * function then keeps its own count, per instance).
   */
  rateLimit?: ((key: string, limit: number, windowMs: number) => Promise<boolean>) | undefined;
};

export type DirectQuery = (sql: string, params: readonly unknown[]) => Promise<Record<string, unknown>[]>;

export type FunctionHandler = (request: Request, env: FunctionEnv) => Promise<Response>;

type DenoEnv = { env: { get(name: string): string | undefined } };

function denoRuntime(): DenoEnv {
  const deno = (globalThis as { Deno?: DenoEnv }).Deno;
  if (!deno) throw new Error('envFromDeno() needs the Deno runtime');
  return deno;
}

/**
 * Outbound 587 and 25 are blocked for hosted functions; implicit TLS on 465 is open. The embedded
 * server always passes its own SMTP_PORT, so this default only applies where functions run in Deno.
 */
export const HOSTED_SMTP_PORT = '465';

/** The `default` entry of a JSON key map (`{"default":"sb_secret_..."}`), or undefined. */
export function defaultKey(json: string | undefined): string | undefined {
  if (!json) return undefined;
  try {
    const keys = JSON.parse(json) as unknown;
    if (!keys || typeof keys !== 'object' || Array.isArray(keys)) return undefined;
    const key = (keys as Record<string, unknown>).default;
    return typeof key === 'string' && key ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A function's environment from the variables hosted Supabase provides: SUPABASE_PUBLISHABLE_KEYS /
 * SUPABASE_SECRET_KEYS (JSON, `default` entry) and SUPABASE_JWKS first; the single-key names, then
 * the legacy SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY (deprecated by the end of 2026) as
 * fallbacks. Hosted projects have no JWT secret; self-hosted ones may pass JWT_SECRET.
 */
export function envFromVariables(read: (name: string) => string | undefined): FunctionEnv {
  const get = (name: string) => read(name) || undefined;
  const first = (...values: (string | undefined)[]) => values.find((v) => v !== undefined) ?? '';
  return {
    SUPABASE_URL: first(get('SUPABASE_URL')),
    SUPABASE_PUBLISHABLE_KEY: first(
      defaultKey(get('SUPABASE_PUBLISHABLE_KEYS')),
      get('SUPABASE_PUBLISHABLE_KEY'),
      get('SUPABASE_ANON_KEY'),
    ),
    SUPABASE_SECRET_KEY: first(defaultKey(get('SUPABASE_SECRET_KEYS')), get('SUPABASE_SECRET_KEY'), get('SUPABASE_SERVICE_ROLE_KEY')),
    SUPABASE_JWT_SECRET: first(get('SUPABASE_JWT_SECRET'), get('JWT_SECRET')),
    SUPABASE_JWKS: get('SUPABASE_JWKS'),
    SITE_URL: first(get('SITE_URL')),
    STRIPE_SECRET_KEY: get('STRIPE_SECRET_KEY'),
    STRIPE_WEBHOOK_SECRET: get('STRIPE_WEBHOOK_SECRET'),
    STRIPE_PRICE_MONTHLY: get('STRIPE_PRICE_MONTHLY'),
    STRIPE_PRICE_YEARLY: get('STRIPE_PRICE_YEARLY'),
    STRIPE_PRICE_LIFETIME: get('STRIPE_PRICE_LIFETIME'),
    STRIPE_API_URL: get('STRIPE_API_URL'),
    SMTP_HOST: get('SMTP_HOST'),
    SMTP_PORT: get('SMTP_PORT') ?? (get('SMTP_HOST') ? HOSTED_SMTP_PORT : undefined),
    SMTP_USER: get('SMTP_USER'),
    SMTP_PASS: get('SMTP_PASS'),
    SMTP_FROM: get('SMTP_FROM'),
    MAILBOX_URL: get('MAILBOX_URL'),
    PAYMENTS_TEST: get('PAYMENTS_TEST'),
  };
}

/** Hosted Supabase (Deno): the environment from the function's variables and secrets. */
export function envFromDeno(): FunctionEnv {
  const deno = denoRuntime();
  return envFromVariables((name) => deno.env.get(name));
}
