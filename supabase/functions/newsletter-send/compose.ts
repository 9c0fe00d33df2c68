// One recipient's newsletter mail: subject, sanitised HTML and a plain-text part, both ending
// with the recipient's own unsubscribe link.
import { htmlToText } from './plainText.ts';
import { escapeHtml, safeUrl, sanitizeHtml } from './sanitize.ts';

export type NewsletterContent = { title: string; body: string; is_html: boolean; image_url: string | null };
export type ComposedMail = { subject: string; html: string; text: string };

// The footer is part of the mail the reader gets, in the academy's main language (Haitian Creole).
const FOOTER_TEXT = 'Ou resevwa imèl sa a paske ou abone nan bilten Academy a. Pou dezabòne:';
const FOOTER_LINK = 'Dezabòne';

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

export function personalise(rendered: { html: string; text: string }, subject: string, unsubscribe: string): ComposedMail {
  const link = escapeHtml(unsubscribe);
  return {
    subject,
    html: `<!doctype html><html><body>${rendered.html}\n<hr><p><small>${escapeHtml(FOOTER_TEXT)} <a href="${link}">${FOOTER_LINK}</a></small></p></body></html>`,
    text: `${rendered.text}\n\n--\n${FOOTER_TEXT} ${unsubscribe}\n`,
  };
}
