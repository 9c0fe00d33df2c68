// One recipient's newsletter mail: subject, sanitised HTML and a plain-text part, both ending
// with the recipient's own unsubscribe link.
import type { MailLocale } from '../_shared/mailLocale.ts';
import { htmlToText } from './plainText.ts';
import { escapeHtml, safeUrl, sanitizeHtml } from './sanitize.ts';

export type NewsletterContent = { title: string; body: string; is_html: boolean; image_url: string | null };
export type ComposedMail = { subject: string; html: string; text: string };

// The footer is ours, not staff's: it speaks the language the reader subscribed in (newsletter_subscribers.locale).
const FOOTER: Record<MailLocale, { text: string; link: string }> = {
  ht: { text: 'Ou resevwa imèl sa a paske ou abone nan bilten Academy a. Pou dezabòne:', link: 'Dezabòne' },
  pt: {
    text: 'Você recebe este e-mail porque se inscreveu na newsletter da Academy. Para cancelar a inscrição:',
    link: 'Cancelar inscrição',
  },
  en: { text: 'You receive this email because you subscribed to the Academy newsletter. To unsubscribe:', link: 'Unsubscribe' },
};

export function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL('/newsletter/unsubscribe', siteUrl);
  url.searchParams.set('token', token);
  return url.href;
}

/** The body as safe HTML: staff HTML through the allow-list, plain text escaped into paragraphs. */
export function bodyHtml(newsletter: NewsletterContent): string {
  if (newsletter.is_html) return sanitizeHtml(newsletter.body);
  return newsletter.body
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** The parts of a newsletter that are the same for every recipient (computed once per send). */
export function renderNewsletter(newsletter: NewsletterContent): { html: string; text: string } {
  const body = bodyHtml(newsletter);
  const image = newsletter.image_url ? safeUrl(newsletter.image_url, ['http:', 'https:']) : null;
  const imageHtml = image ? `<p><img src="${escapeHtml(image)}" alt="${escapeHtml(newsletter.title)}" width="560"></p>\n` : '';
  const text = newsletter.is_html ? htmlToText(body) : newsletter.body.trim();
  return { html: `<h1>${escapeHtml(newsletter.title)}</h1>\n${imageHtml}${body}`, text: `${newsletter.title}\n\n${text}` };
}

export function personalise(
  rendered: { html: string; text: string },
  subject: string,
  unsubscribe: string,
  locale: MailLocale = 'ht',
): ComposedMail {
  const link = escapeHtml(unsubscribe);
  const footer = FOOTER[locale];
  return {
    subject,
    html: `<!doctype html><html><body>${rendered.html}\n<hr><p lang="${locale}"><small>${escapeHtml(footer.text)} <a href="${link}">${escapeHtml(footer.link)}</a></small></p></body></html>`,
    text: `${rendered.text}\n\n--\n${footer.text} ${unsubscribe}\n`,
  };
}
