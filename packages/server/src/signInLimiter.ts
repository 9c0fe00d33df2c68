// Password sign-in is rate limited (lite has no limit of its own): failed attempts are counted per
// account and per client address in a sliding window; past the limit the sign-in is refused with 429
// before the password is even checked, so guessing cannot go on. A successful sign-in clears the
// account's count. Kept in memory: one embedded server is one process.

export type SignInLimits = {
  /** Failed attempts allowed for one account within the window. */
  perAccount: number;
  /** Failed attempts allowed from one client address within the window (many accounts). */
  perAddress: number;
  windowMs: number;
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 10, perAddress: 50, windowMs: 5 * 60_000 };

export class SignInLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly limits: SignInLimits;
  private readonly now: () => number;

  constructor(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS, now: () => number = Date.now) {
    this.limits = limits;
    this.now = now;
  }

  /** Seconds until another attempt is allowed, or 0 when the attempt may go ahead. */
  retryAfterSeconds(email: string, address: string): number {
    const account = this.recent(accountKey(email));
    const peer = this.recent(addressKey(address));
    const waits = [this.waitFor(account, this.limits.perAccount), this.waitFor(peer, this.limits.perAddress)];
    return Math.max(...waits);
  }

  recordFailure(email: string, address: string): void {
    const at = this.now();
    for (const key of [accountKey(email), addressKey(address)]) this.failures.set(key, [...this.recent(key), at]);
  }

  recordSuccess(email: string): void {
    this.failures.delete(accountKey(email));
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  private waitFor(attempts: number[], limit: number): number {
    if (attempts.length < limit) return 0;
    const oldestThatCounts = attempts[attempts.length - limit]!;
    return Math.max(1, Math.ceil((oldestThatCounts + this.limits.windowMs - this.now()) / 1000));
  }
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/** The password grant of GoTrue's token endpoint: the only sign-in that checks a password. */
export function isPasswordSignIn(request: Request, url: URL): boolean {
  return request.method === 'POST' && url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password';
}

/** Runs a password sign-in through `signIn` unless the account or the address is over its limit. */
export async function limitedSignIn(
  limiter: SignInLimiter,
  request: Request,
  address: string,
  signIn: (request: Request) => Promise<Response>,
): Promise<Response> {
  const body = await request.clone().text();
  let email = '';
  try {
    const parsed = JSON.parse(body) as { email?: unknown; phone?: unknown };
    email = typeof parsed.email === 'string' ? parsed.email : typeof parsed.phone === 'string' ? parsed.phone : '';
  } catch {
    // Malformed JSON: the auth service answers it with its own 400.
  }
  const wait = limiter.retryAfterSeconds(email, address);
  if (wait > 0) {
    return new Response(
      JSON.stringify({ code: 429, error_code: 'over_request_rate_limit', msg: `Too many sign-in attempts. Try again in ${wait} seconds.` }),
      { status: 429, headers: { 'content-type': 'application/json', 'retry-after': String(wait) } },
    );
  }
  const response = await signIn(request);
  if (response.ok) limiter.recordSuccess(email);
  else if (response.status === 400 || response.status === 401) limiter.recordFailure(email, address);
  return response;
}
