// Local test checkout sessions (offline mode): a signed, short-lived token that says which user
// buys which tier. Signing keeps a browser from inventing a session for someone else or for free.
import type { Tier } from './plans.ts';

export type TestCheckoutSession = { id: string; userId: string; tier: Tier; expiresAt: number };

/** Where the test checkout page is served (the `test-checkout` function), relative to the app's origin. */
export const TEST_CHECKOUT_PATH = '/functions/v1/test-checkout';

/** A test checkout stays open for an hour, like a real Checkout session (24 h) but shorter. */
export const TEST_SESSION_TTL_MS = 60 * 60 * 1000;

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(`test-checkout:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

const TEST_SESSION_PREFIX = 'cs_test_local_';

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 16 hex digits that only this buyer's id (and the server's secret) yields for this nonce. */
async function ownerMark(nonce: string, userId: string, secret: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`owner:${nonce}:${userId}`));
  return hex(new Uint8Array(mac).slice(0, 8));
}

/**
 * A new test checkout session id for `userId`: 16 random hex digits, then the buyer's mark. The id comes
 * back in the return page's address, so the mark is what lets check-subscription tell whose it is.
 */
export async function newTestSessionId(userId: string, secret: string): Promise<string> {
  const nonce = hex(crypto.getRandomValues(new Uint8Array(8)));
  return `${TEST_SESSION_PREFIX}${nonce}${await ownerMark(nonce, userId, secret)}`;
}

/** True when `sessionId` is a test checkout id made for `userId` by this server. */
export async function testSessionBelongsTo(sessionId: string, userId: string, secret: string): Promise<boolean> {
  const match = new RegExp(`^${TEST_SESSION_PREFIX}([0-9a-f]{16})([0-9a-f]{16})$`).exec(sessionId);
  if (!match) return false;
  return (await ownerMark(match[1]!, userId, secret)) === match[2];
}

export async function signTestSession(session: TestCheckoutSession, secret: string): Promise<string> {
  const body = base64url(encoder.encode(JSON.stringify(session)));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(body)));
  return `${body}.${base64url(signature)}`;
}

/** The session a token stands for, or null when it is forged, altered, malformed or expired. */
export async function verifyTestSession(token: string, secret: string, now = Date.now()): Promise<TestCheckoutSession | null> {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  try {
    const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), fromBase64url(signature), encoder.encode(body));
    if (!valid) return null;
    const session = JSON.parse(new TextDecoder().decode(fromBase64url(body))) as TestCheckoutSession;
    return session.expiresAt > now ? session : null;
  } catch {
    return null;
  }
}

/** Stripe's documented test cards: 4242… succeeds, 4000 0000 0000 0002 is a generic decline. */
export type CardOutcome = 'approved' | 'declined' | 'invalid';

export function testCardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === '4242424242424242') return 'approved';
  if (digits === '4000000000000002') return 'declined';
  return 'invalid';
}

/** When a test purchase of `tier` made at `from` ends: a calendar month or year later; Lifetime never. */
export function testPeriodEnd(tier: Tier, from: Date): string | null {
  if (tier === 'Lifetime') return null;
  const end = new Date(from);
  if (tier === 'Monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end.toISOString();
}
