// notify-mail: POST (no body, no sign-in needed) sends the pending mails of the notification outbox.
// The app calls it right after a post, without waiting; anyone may call it, since it only sends what
// the database queued (rate limited there) and tells nothing about what it sent beyond two counts.
import type { FunctionEnv } from '../_shared/env.ts';
import { error, json, preflight } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { edgeFunction } from '../_shared/serve.ts';
import { supabaseAdmin } from '../_shared/supabaseAdmin.ts';
import { sendPendingMails, supabaseOutbox, type Outbox } from './send.ts';

export async function handleNotifyMail(request: Request, env: FunctionEnv, outbox: Outbox): Promise<Response> {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return error(405, 'Use POST', 'method_not_allowed');
  try {
    const outcome = await sendPendingMails(outbox, {
      siteUrl: env.SITE_URL,
      secret: env.SUPABASE_SECRET_KEY,
      deliver: (mail) => sendMail(env, mail),
    });
    return json(outcome);
  } catch (cause) {
    console.error('notify-mail:', cause);
    return error(500, 'Could not send notification mails right now', 'internal_error');
  }
}

function notifyMail(request: Request, env: FunctionEnv): Promise<Response> {
  return handleNotifyMail(request, env, supabaseOutbox(supabaseAdmin(env)));
}

export default edgeFunction(notifyMail);
