// Requests that make the server send mail are limited per recipient and per client address, so nobody can
// use the academy to flood an inbox (or many inboxes) with recovery links, one-time codes, email-change or
// newsletter confirmations. Past a limit the answer is 429 with Retry-After, before anything is sent. The
// request counts whether or not the address has an account, so the limit tells nothing about who is a member.
// Counts live in the database (rateStore.ts): they hold across server processes and restarts.
import type { RateStore } from './rateStore.ts';

export type MailLimits = {
  /** Mails one recipient can be sent within the window. */
  perRecipient: number;
  /** Mail-sending requests one client address can make within the window (any recipients). */
  perAddress: number;
  windowMs: number;
};

export const DEFAULT_MAIL_LIMITS: MailLimits = { perRecipient: 5, perAddress: 20, windowMs: 60 * 60_000 };

/** Auth endpoints that mail the address in the body (PUT /user only when it changes the email). */
const AUTH_MAILERS = new Set(['/auth/v1/recover', '/auth/v1/otp', '/auth/v1/magiclink', '/auth/v1/resend']);
const FUNCTION_MAILERS = new Set(['/functions/v1/newsletter-subscribe']);

/** The kind of answer the caller already understands: GoTrue's shape for auth, the functions' shape otherwise. */
function refusal(pathname: string, retryAfterSeconds: number): Response {
  const message = `Too many emails requested. Try again in ${retryAfterSeconds} seconds.`;
  const body = pathname.startsWith('/auth/')
    ? { code: 429, error_code: 'over_email_send_rate_limit', msg: message }
    : { error: message, code: 'rate_limited' };
  return new Response(JSON.stringify(body), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds), 'access-control-allow-origin': '*' },
  });
}

/** The recipient a request would mail, or null when it sends none. */
async function recipientOf(request: Request, pathname: string): Promise<string | null> {
  const mails =
    (request.method === 'POST' && (AUTH_MAILERS.has(pathname) || FUNCTION_MAILERS.has(pathname))) ||
    (request.method === 'PUT' && pathname === '/auth/v1/user');
  if (!mails) return null;
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text());
    // Stryker disable next-line BlockStatement: equivalent, without the return the body stays undefined and names no recipient either.
  } catch {
    return null; // Malformed: answered by the endpoint itself, nothing is sent.
  }
  const email = (body as { email?: unknown } | null)?.email;
  // Stryker disable next-line MethodExpression: equivalent, an address of spaces trims to '' and names no recipient either way, and upper case would key every address alike as lower case does; the case and spaces cases of mailGuard.test.ts hold the normalisation.
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}

export class MailLimiter {
  private readonly store: RateStore;
  private readonly limits: MailLimits;
  private readonly now: () => number;

  constructor(store: RateStore, limits: MailLimits = DEFAULT_MAIL_LIMITS, now: () => number = Date.now) {
    this.store = store;
    this.limits = limits;
    this.now = now;
  }

  /** A 429 when this request would mail past a limit, else null (and the request is counted). */
  async check(request: Request, pathname: string, address: string): Promise<Response | null> {
    const recipient = await recipientOf(request, pathname);
    if (!recipient) return null;
    const now = this.now();
    const windowMs = this.limits.windowMs;
    const byAddress = await this.store.count(`mail-from:${address}`, now, { limit: this.limits.perAddress, windowMs });
    if (!byAddress.allowed) return refusal(pathname, byAddress.retryAfterSeconds);
    const byRecipient = await this.store.count(`mail-to:${recipient}`, now, { limit: this.limits.perRecipient, windowMs });
    if (!byRecipient.allowed) return refusal(pathname, byRecipient.retryAfterSeconds);
    return null;
  }
}
