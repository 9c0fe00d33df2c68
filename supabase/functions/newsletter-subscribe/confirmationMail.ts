// The double opt-in mail: one link to /newsletter/confirm on the site. Haitian Creole, the product's language.
import type { Mail } from '../_shared/mail.ts';

export function confirmUrl(siteUrl: string, token: string): string {
  const url = new URL('/newsletter/confirm', siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function confirmationMail(to: string, link: string): Mail {
  const subject = 'Konfime abònman ou nan Weekly Newsletter';
  const text = [
    'Bonjou!',
    '',
    'Yon moun (petèt ou) mande pou adrès sa a resevwa Weekly Newsletter Academy a.',
    `Pou konfime, louvri lyen sa a: ${link}`,
    '',
    'Si se pa ou, pa fè anyen: ou p ap resevwa okenn lòt imèl.',
  ].join('\n');
  const html = `<p>Bonjou!</p><p>Yon moun (petèt ou) mande pou adrès sa a resevwa Weekly Newsletter Academy a.</p><p><a href="${escapeHtml(link)}">Konfime abònman mwen</a></p><p>Si se pa ou, pa fè anyen: ou p ap resevwa okenn lòt imèl.</p>`;
  return { to, subject, text, html };
}
