// newsletter-confirm: POST { token } (or ?token=) from the link in the confirmation mail turns a
// pending subscriber into a confirmed one. No sign-in: the secret token is the proof of the mailbox.
import type { FunctionEnv } from '../_shared/env.ts';
import { error, json, preflight } from '../_shared/http.ts';
import { edgeFunction } from '../_shared/serve.ts';
import { supabaseAdmin } from '../_shared/supabaseAdmin.ts';
import { supabaseSubscriberStore, tokenFromRequest, type SubscriberStore } from '../newsletter-subscribe/subscribers.ts';

export async function handleConfirm(request: Request, store: SubscriberStore, now = new Date()): Promise<Response> {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return error(405, 'Use POST', 'method_not_allowed');
  const token = await tokenFromRequest(request);
  if (!token) return error(400, 'A token is required', 'invalid_token');
  const subscriber = await store.confirm(token, now);
  if (!subscriber) return error(404, 'This link is invalid or has expired', 'invalid_token');
  return json({ status: 'confirmed' });
}

async function newsletterConfirm(request: Request, env: FunctionEnv): Promise<Response> {
  try {
    return await handleConfirm(request, supabaseSubscriberStore(supabaseAdmin(env)));
  } catch (cause) {
    console.error('newsletter-confirm:', cause);
    return error(500, 'Could not confirm right now', 'internal_error');
  }
}

export default edgeFunction(newsletterConfirm);
