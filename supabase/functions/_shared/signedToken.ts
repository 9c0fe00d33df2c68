// Signed tokens for links in mails that act without signing in (the notification unsubscribe link):
// `<subject>.<HMAC-SHA256(secret, purpose:subject) in base64url>`. The secret is the project's service
// key, which the embedded server and hosted Supabase both give every function; nothing is stored.
const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function signature(secret: string, purpose: string, subject: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(`${purpose}:${subject}`)));
}

export async function signToken(secret: string, purpose: string, subject: string): Promise<string> {
  return `${subject}.${await signature(secret, purpose, subject)}`;
}

/** The subject of a token this secret signed for this purpose, else null. */
export async function verifyToken(secret: string, purpose: string, token: string): Promise<string | null> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || !secret) return null;
  const subject = token.slice(0, dot);
  const expected = await signature(secret, purpose, subject);
  const given = token.slice(dot + 1);
  if (given.length !== expected.length) return null;
  let difference = 0;
  for (let i = 0; i < given.length; i += 1) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0 ? subject : null;
}
