// newsletter-send: POST { newsletter_id } from a staff member's session sends that newsletter to
// every confirmed subscriber through the mail pipeline (see send.ts). Staff only, checked here
// against user_profiles.role (the browser's claim is never trusted). Runs in Node and Deno.
import { getCaller } from '../_shared/auth.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { error, json, preflight, readJson } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { edgeFunction } from '../_shared/serve.ts';
import { supabaseAdmin } from '../_shared/supabaseAdmin.ts';
import { isStaffRole, sendNewsletter } from './send.ts';
import { supabaseNewsletterStore, type NewsletterStore } from './store.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function handleNewsletterSend(request: Request, env: FunctionEnv, store: NewsletterStore): Promise<Response> {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return error(405, 'Use POST', 'method_not_allowed');

  const caller = await getCaller(request, env);
  if (!caller) return error(401, 'Sign in to send a newsletter', 'not_authenticated');
  if (!isStaffRole(await store.callerRole(caller.id))) return error(403, 'Only staff can send newsletters', 'forbidden');

  const body = await readJson<{ newsletter_id?: unknown }>(request);
  const id = body?.newsletter_id;
  if (typeof id !== 'string' || !UUID.test(id)) return error(400, 'newsletter_id is required', 'invalid_request');

  const outcome = await sendNewsletter(store, id, {
    siteUrl: env.SITE_URL,
    deliver: (to, mail) => sendMail(env, { to, ...mail }),
  });
  if (!outcome) return error(404, 'Newsletter not found', 'not_found');
  return json(outcome);
}

function newsletterSend(request: Request, env: FunctionEnv): Promise<Response> {
  return handleNewsletterSend(request, env, supabaseNewsletterStore(supabaseAdmin(env)));
}

export default edgeFunction(newsletterSend);
