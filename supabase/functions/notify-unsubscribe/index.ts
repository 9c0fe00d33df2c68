// notify-unsubscribe: POST { token } (or ?token=, as RFC 8058 one-click unsubscribe posts it) from the
// link in every notification mail. No sign-in: the token is signed for its member (see signedToken.ts).
// Turns off user_profiles.notify_by_mail; the in-app notifications stay. Twice is not an error.
import type { FunctionEnv } from '../_shared/env.ts';
import { error, json, preflight, readJson } from '../_shared/http.ts';
import { edgeFunction } from '../_shared/serve.ts';
import { verifyToken } from '../_shared/signedToken.ts';
import { supabaseAdmin } from '../_shared/supabaseAdmin.ts';
import { UNSUBSCRIBE_PURPOSE } from '../notify-mail/send.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type MailOptOut = (member: string) => Promise<boolean>;

async function tokenOf(request: Request): Promise<string | null> {
  const fromQuery = new URL(request.url).searchParams.get('token');
  if (fromQuery) return fromQuery;
  const body = await readJson<{ token?: unknown }>(request);
  return typeof body?.token === 'string' ? body.token : null;
}

export async function handleNotifyUnsubscribe(request: Request, env: FunctionEnv, optOut: MailOptOut): Promise<Response> {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return error(405, 'Use POST', 'method_not_allowed');
  const token = await tokenOf(request);
  const member = token && token.length < 200 ? await verifyToken(env.SUPABASE_SECRET_KEY, UNSUBSCRIBE_PURPOSE, token) : null;
  if (!member || !UUID.test(member)) return error(400, 'This link is invalid or has expired', 'invalid_token');
  if (!(await optOut(member))) return error(400, 'This link is invalid or has expired', 'invalid_token');
  return json({ status: 'unsubscribed' });
}

async function notifyUnsubscribe(request: Request, env: FunctionEnv): Promise<Response> {
  const admin = supabaseAdmin(env);
  try {
    return await handleNotifyUnsubscribe(request, env, async (member) => {
      const { data, error: failure } = await admin.from('user_profiles').update({ notify_by_mail: false }).eq('id', member).select('id');
      if (failure) throw new Error(failure.message);
      return (data ?? []).length === 1;
    });
  } catch (cause) {
    console.error('notify-unsubscribe:', cause);
    return error(500, 'Could not unsubscribe right now', 'internal_error');
  }
}

export default edgeFunction(notifyUnsubscribe);
