// Password sign-in is slowed down, never locked (lite has no limit of its own). Guessing is counted per account
// *and* client address together: after a few free attempts that pair waits 1 s, then 2 s, 4 s ... (at most 15 min)
// before its next attempt is even checked (429 with Retry-After). A correct password from an address that has not
// failed for that account always goes through, so an attacker cannot lock the owner out, nor can one noisy user
// behind a school's NAT or a proxy lock out everyone else there. An address failing across many accounts
// (password spraying) is slowed instead: each of its attempts waits a moment before being checked.
// The counts live in the database (rateStore.ts), so they hold across server processes.
import type { Decision, RateStore } from './rateStore.ts';

export type SignInLimits = {
  /** Attempts of one account from one address before waiting starts. */
  freeAttempts: number;
  /** The first wait; each later attempt doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The count of a pair starts over this long after its first attempt. */
  windowMs: number;
  /** Failed sign-ins from one address (any accounts) within `windowMs` before its attempts are slowed. */
  sprayThreshold: number;
  /** How long each attempt of such an address waits before it is checked. */
  sprayDelayMs: number;
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  freeAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  windowMs: 60 * 60_000,
  sprayThreshold: 50,
  sprayDelayMs: 1000,
};

export class SignInLimiter {
  private readonly store: RateStore;
  private readonly limits: SignInLimits;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    store: RateStore,
    limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
    now: () => number = Date.now,
    sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
  ) {
    this.store = store;
    this.limits = limits;
    this.now = now;
    this.sleep = sleep;
  }

  /** Takes one attempt of `email` from `address`: refused while that pair waits; slowed for a spraying address. */
  async attempt(email: string, address: string): Promise<Decision> {
    const decision = await this.store.attempt(pairKey(email, address), this.now(), {
      free: this.limits.freeAttempts,
      baseDelayMs: this.limits.baseDelayMs,
      maxDelayMs: this.limits.maxDelayMs,
      windowMs: this.limits.windowMs,
    });
    if (decision.allowed && (await this.store.hits(addressKey(address), this.now(), this.limits.windowMs)) >= this.limits.sprayThreshold) {
      await this.sleep(this.limits.sprayDelayMs);
    }
    return decision;
  }

  async recordFailure(address: string): Promise<void> {
    await this.store.count(addressKey(address), this.now(), { limit: Number.MAX_SAFE_INTEGER, windowMs: this.limits.windowMs });
  }

  /** The right password: this pair starts over. */
  async recordSuccess(email: string, address: string): Promise<void> {
    await this.store.clear(pairKey(email, address));
  }
}

const normalizedEmail = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, address: string) => `signin:${normalizedEmail(email)}|${address}`;
const addressKey = (address: string) => `signin-failures:${address}`;

/** The password grant of GoTrue's token endpoint: the only sign-in that checks a password. */
export function isPasswordSignIn(request: Request, url: URL): boolean {
  return request.method === 'POST' && url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password';
}

export function tooManyAttempts(message: string, retryAfterSeconds: number): Response {
  return new Response(JSON.stringify({ code: 429, error_code: 'over_request_rate_limit', msg: message }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) },
  });
}

/** Runs a password sign-in through `signIn` unless this account and address pair must still wait. */
export async function limitedSignIn(
  limiter: SignInLimiter,
  request: Request,
  address: string,
  signIn: (request: Request) => Promise<Response>,
  /** Runs after a refused password (e.g. to take as long for an unknown account as for a member). */
  afterFailure: (email: string, password: string) => Promise<void> = async () => {},
): Promise<Response> {
  const body = await request.clone().text();
  let email = '';
  let password = '';
  try {
    const parsed = JSON.parse(body) as { email?: unknown; phone?: unknown; password?: unknown };
    // Stryker disable next-line StringLiteral: kept on purpose (stryker/scopes.mjs keptOnPurpose): a body without an account names no account, and any one text keys that pair as '' does
    email = typeof parsed.email === 'string' ? parsed.email : typeof parsed.phone === 'string' ? parsed.phone : '';
    // Stryker disable next-line StringLiteral: kept on purpose (stryker/scopes.mjs keptOnPurpose): only a refused password reaches afterFailure, and any text fails the throwaway hash in the same time as ''
    password = typeof parsed.password === 'string' ? parsed.password : '';
  } catch {
    // Malformed JSON: the auth service answers it with its own 400.
  }
  const decision = await limiter.attempt(email, address);
  if (!decision.allowed) {
    return tooManyAttempts(`Too many sign-in attempts. Try again in ${decision.retryAfterSeconds} seconds.`, decision.retryAfterSeconds);
  }
  const response = await signIn(request);
  if (response.ok) await limiter.recordSuccess(email, address);
  else if (response.status === 400 || response.status === 401) {
    await limiter.recordFailure(address);
    await afterFailure(email, password);
  }
  return response;
}
