// Who may read /_mailbox. The caught mail holds password-recovery and sign-up links, so reading
// it is reading every account: it is never open by address alone (behind a reverse proxy on the
// same host every visitor looks like loopback). A reader proves one of:
//   - the service secret key (apikey header or Bearer), as the functions and tests do;
//   - the mailbox key printed in the start banner, once as ?key=, then as an HttpOnly cookie;
//   - a signed-in master's access token (Bearer), checked with the auth service and the profile.
import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';
import { bearerToken, presentsSecret, sameSecret } from './secrets.ts';
import { writeSettingOnce } from './settings.ts';

export const MAILBOX_COOKIE = 'academy_mailbox';
const MAILBOX_KEY_SETTING = 'mailbox_key';

export type MailboxAccess = 'granted' | 'denied' | { redirect: string; cookie: string };

export type MailboxAccessContext = {
  secretKey: string;
  mailboxKey: string;
  /** True when the site is served over https: the cookie is then Secure. */
  secureCookie: boolean;
  /** Resolves the user id behind an access token (null when it is not a live session). */
  userIdForToken(token: string): Promise<string | null>;
  /** The user's role in public.user_profiles. */
  roleOf(userId: string): Promise<string | null>;
};

/** A random key kept in the server's own settings (inside the database, never in the repository). */
// Stryker disable next-line BlockStatement: kept on purpose (stryker/scopes.mjs keptOnPurpose): never in effect under the Vitest runner (it runs only at the server's start, in beforeAll, before a mutant is activated); applied by hand, every key case of mailboxGuard.test.ts fails (500)
export async function loadOrCreateMailboxKey(db: Database): Promise<string> {
  return writeSettingOnce(db, MAILBOX_KEY_SETTING, randomBytes(24).toString('base64url'));
}

export function cookieValue(request: Request, name: string): string | null {
  // Stryker disable next-line StringLiteral: kept on purpose (stryker/scopes.mjs keptOnPurpose): no header and any text without '=' name no cookie alike
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const separator = part.indexOf('=');
    // Stryker disable next-line EqualityOperator: kept on purpose (stryker/scopes.mjs keptOnPurpose): a part starting with '=' names '', never the cookie's name, so skipping it changes nothing
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return null;
}

export function mailboxCookie(key: string, secure: boolean): string {
  return `${MAILBOX_COOKIE}=${encodeURIComponent(key)}; Path=/_mailbox; HttpOnly; SameSite=Strict; Max-Age=2592000${secure ? '; Secure' : ''}`;
}

export async function checkMailboxAccess(request: Request, url: URL, context: MailboxAccessContext): Promise<MailboxAccess> {
  if (presentsSecret(request, context.secretKey)) return 'granted';
  if (sameSecret(cookieValue(request, MAILBOX_COOKIE), context.mailboxKey)) return 'granted';

  if (sameSecret(url.searchParams.get('key'), context.mailboxKey)) {
    // Trade the key in the address for a cookie, so it does not linger in history or referrers.
    const clean = new URL(url);
    clean.searchParams.delete('key');
    return { redirect: clean.pathname + clean.search, cookie: mailboxCookie(context.mailboxKey, context.secureCookie) };
  }

  const bearer = bearerToken(request);
  // Stryker disable next-line ConditionalExpression: kept on purpose (stryker/scopes.mjs keptOnPurpose): without a token the auth service names no user either, so asking it changes nothing
  if (bearer) {
    const userId = await context.userIdForToken(bearer);
    // Exactly 'master': the table's check admits no other spelling of it, and none is let in should that check change.
    if (userId && (await context.roleOf(userId)) === 'master') return 'granted';
  }
  return 'denied';
}
