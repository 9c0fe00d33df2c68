// The double opt-in mail: one link to /newsletter/confirm on the site, in the language the visitor subscribed in
// (Haitian Creole, the product's language, when the request does not say).
import type { Mail } from '../_shared/mail.ts';
import type { MailLocale } from '../_shared/mailLocale.ts';

export function confirmUrl(siteUrl: string, token: string): string {
  const url = new URL('/newsletter/confirm', siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export { mailLocale, type MailLocale } from '../_shared/mailLocale.ts';

const wording: Record<MailLocale, { subject: string; hello: string; why: string; open: string; action: string; ignore: string }> = {
  ht: {
    subject: 'Konfime abònman ou nan Weekly Newsletter',
    hello: 'Bonjou!',
    why: 'Yon moun (petèt ou) mande pou adrès sa a resevwa Weekly Newsletter Academy a.',
    open: 'Pou konfime, louvri lyen sa a:',
    action: 'Konfime abònman mwen',
    ignore: 'Si se pa ou, pa fè anyen: ou p ap resevwa okenn lòt imèl.',
  },
  pt: {
    subject: 'Confirme sua inscrição na Weekly Newsletter',
    hello: 'Olá!',
    why: 'Alguém (talvez você) pediu para este endereço receber a Weekly Newsletter da Academy.',
    open: 'Para confirmar, abra este link:',
    action: 'Confirmar minha inscrição',
    ignore: 'Se não foi você, não faça nada: você não receberá nenhum outro e-mail.',
  },
  en: {
    subject: 'Confirm your Weekly Newsletter subscription',
    hello: 'Hello!',
    why: 'Someone (maybe you) asked for this address to receive the Academy Weekly Newsletter.',
    open: 'To confirm, open this link:',
    action: 'Confirm my subscription',
    ignore: 'If this was not you, do nothing: you will not receive any other email.',
  },
};

export function confirmationMail(to: string, link: string, locale: MailLocale = 'ht'): Mail {
  const words = wording[locale];
  const text = [words.hello, '', words.why, `${words.open} ${link}`, '', words.ignore].join('\n');
  const html = `<p>${words.hello}</p><p>${escapeHtml(words.why)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p><p>${escapeHtml(words.ignore)}</p>`;
  return { to, subject: words.subject, text, html };
}
