// newsletter-subscribe: POST { email } from anyone. Stores the address as pending and mails a
// confirmation link (double opt-in). The answer is the same whether the address is new, pending,
// confirmed or unsubscribed, so the endpoint never tells who is on the list. Repeated requests are
// limited per client and per address. Runs in Node (embedded server) and in Deno (hosted).
import type { FunctionEnv } from '../_shared/env.ts';
import { error, json, preflight, readJson } from '../_shared/http.ts';
import { sendMail, type Mail } from '../_shared/mail.ts';
import { edgeFunction } from '../_shared/serve.ts';
import { supabaseAdmin } from '../_shared/supabaseAdmin.ts';
import { confirmationMail, confirmUrl, mailLocale } from './confirmationMail.ts';
import { createRateLimiter, sharedRateLimiter, type RateLimiter } from './rateLimit.ts';
import { newToken, normalizeEmail, supabaseSubscriberStore, type SubscriberStore } from './subscribers.ts';

export type SubscribeDeps = {
  store: SubscriberStore;
  deliver: (mail: Mail) => Promise<void>;
  siteUrl: string;
  /** Requests per client address. */
  perClient: RateLimiter;
  /** Confirmation mails per email address. */
  perEmail: RateLimiter;
};

/** The one answer to every accepted request. */
const ACCEPTED = { status: 'check_your_email' } as const;

function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'unknown';
}

export async function handleSubscribe(request: Request, deps: SubscribeDeps): Promise<Response> {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return error(405, 'Use POST', 'method_not_allowed');
  if (!(await deps.perClient.allow(clientKey(request)))) return error(429, 'Too many requests, try again later', 'rate_limited');

  const body = await readJson<{ email?: unknown; locale?: unknown }>(request);
  const email = normalizeEmail(body?.email);
  // The mail speaks the language the visitor subscribed in, and so will the footers of their newsletters.
  const locale = mailLocale(body?.locale);
  if (!email) return error(400, 'A valid email is required', 'invalid_email');

  const existing = await deps.store.findByEmail(email);
  if (existing?.status === 'confirmed') return json(ACCEPTED, 202);
  if (existing?.status === 'pending') {
    // Asking again re-sends the same link, at most once per window per address, and keeps the latest language.
    await deps.store.setPendingLocale(existing.id, locale);
    if (await deps.perEmail.allow(email)) await deps.deliver(confirmationMail(email, confirmUrl(deps.siteUrl, existing.token), locale));
    return json(ACCEPTED, 202);
  }
  // A new address, or one that left and comes back: a fresh token and one mail.
  const subscriber = existing
    ? await deps.store.restartPending(existing.id, newToken(), locale)
    : await deps.store.insertPending(email, newToken(), locale);
  if (subscriber.status !== 'pending') return json(ACCEPTED, 202);
  await deps.perEmail.allow(email);
  await deps.deliver(confirmationMail(email, confirmUrl(deps.siteUrl, subscriber.token), locale));
  return json(ACCEPTED, 202);
}

// Module-level limits, used where the server keeps no count in the database (hosted): they last as long as the
// process (or Deno isolate) that serves the function.
const WINDOW_MS = 10 * 60_000;
const perClient = createRateLimiter(10, WINDOW_MS);
const perEmail = createRateLimiter(1, WINDOW_MS);

async function newsletterSubscribe(request: Request, env: FunctionEnv): Promise<Response> {
  try {
    return await handleSubscribe(request, {
      store: supabaseSubscriberStore(supabaseAdmin(env)),
      deliver: (mail) => sendMail(env, mail),
      siteUrl: env.SITE_URL,
      perClient: sharedRateLimiter(env.rateLimit, 'newsletter-client', 10, WINDOW_MS, perClient),
      perEmail: sharedRateLimiter(env.rateLimit, 'newsletter-email', 1, WINDOW_MS, perEmail),
    });
  } catch (cause) {
    console.error('newsletter-subscribe:', cause);
    return error(500, 'Could not subscribe right now', 'internal_error');
  }
}

export default edgeFunction(newsletterSubscribe);
