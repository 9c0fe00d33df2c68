// Nobody learns from the auth endpoints whether an address has an account:
// - the one-time-code endpoint with create_user false answered 422 otp_disabled for an unknown address and 200 for
//   a member; both now get the same 200 (a member gets the mail, a stranger nothing);
// - a password sign-in for an unknown account answered in a few milliseconds, one for a member after a bcrypt
//   comparison; the unknown account now pays the same comparison (against a throwaway hash of the same cost).
import bcrypt from 'bcryptjs';
import type { Database } from './database.ts';

/** lite's bcrypt cost (its stored hashes start $2b$10$). */
const BCRYPT_COST = 10;
let throwawayHash: Promise<string> | null = null;

export function isOneTimeCodeRequest(request: Request, pathname: string): boolean {
  return request.method === 'POST' && pathname === '/auth/v1/otp';
}

/** The member's answer for an unknown address asking for a code without creating an account. */
export async function sameAnswerForUnknownAddress(response: Response): Promise<Response> {
  if (response.status !== 422) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error_code?: string } | null;
  if (body?.error_code !== 'otp_disabled') return response;
  return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
}

/** After a failed password sign-in: when no account has that email, spend the time a password check takes. */
export async function equalizeUnknownAccount(db: Database, email: string, password: string): Promise<void> {
  const rows = await db.query<{ found: number }>('select 1 as found from auth.users where lower(email) = lower($1) limit 1', [
    email.trim(),
  ]);
  if (rows.length) return;
  throwawayHash ??= bcrypt.hash('not a password of anyone', BCRYPT_COST);
  await bcrypt.compare(password, await throwawayHash);
}
