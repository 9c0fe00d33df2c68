// newsletter-unsubscribe: POST { token } (or ?token=, as RFC 8058 one-click unsubscribe posts it)
// from the link in every newsletter. No sign-in. Unsubscribing twice is not an error.
import type { FunctionEnv } from '../_shared/env.ts';
import { error, json, preflight } from '../_shared/http.ts';
import { edgeFunction } from '../_shared/serve.ts';
import { supabaseAdmin } from '../_shared/supabaseAdmin.ts';
import { supabaseSubscriberStore, tokenFromRequest, type SubscriberStore } from '../newsletter-subscribe/subscribers.ts';

export async function handleUnsubscribe(request: Request, store: SubscriberStore): Promise<Response> {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return error(405, 'Use POST', 'method_not_allowed');
  const token = await tokenFromRequest(request);
  if (!token) return error(400, 'A token is required', 'invalid_token');
  const subscriber = await store.unsubscribe(token);
  if (!subscriber) return error(404, 'This link is invalid or has expired', 'invalid_token');
  return json({ status: 'unsubscribed' });
}

async function newsletterUnsubscribe(request: Request, env: FunctionEnv): Promise<Response> {
  try {
    return await handleUnsubscribe(request, supabaseSubscriberStore(supabaseAdmin(env)));
  } catch (cause) {
    console.error('newsletter-unsubscribe:', cause);
    return error(500, 'Could not unsubscribe right now', 'internal_error');
  }
}

export default edgeFunction(newsletterUnsubscribe);
