// One notification mail: "someone answered in a discussion you are in", in the recipient's language
// (user_profiles.locale, else Haitian Creole, as for auth mails), with the lesson's link at its second
// and a one-click unsubscribe link that works without signing in.
import { escapeHtml } from '../newsletter-send/sanitize.ts';

import { mailLocale, type MailLocale } from '../_shared/mailLocale.ts';

export { mailLocale, type MailLocale };

/** One claimed outbox row (public.claim_notification_mails). */
export type PendingMail = {
  id: string;
  recipient_id: string;
  email: string;
  locale: string | null;
  actor_name: string | null;
  body: string;
  at_seconds: number | null;
  video_id: string;
  video_title: string;
  course_slug: string | null;
};

type Wording = {
  subject: (lesson: string) => string;
  wrote: (who: string) => string;
  someone: string;
  open: string;
  why: string;
  stop: string;
};

export const notifyMailWording: Record<MailLocale, Wording> = {
  ht: {
    subject: (lesson) => `Nouvo mesaj nan diskisyon « ${lesson} »`,
    wrote: (who) => `${who} ekri nan yon diskisyon ou ladan l:`,
    someone: 'Yon moun',
    open: 'Louvri leson an',
    why: 'Ou resevwa imèl sa a paske ou nan diskisyon leson sa a.',
    stop: 'Pa voye m imèl sa yo ankò',
  },
  pt: {
    subject: (lesson) => `Nova mensagem na discussão de "${lesson}"`,
    wrote: (who) => `${who} escreveu numa discussão da qual você participa:`,
    someone: 'Alguém',
    open: 'Abrir a aula',
    why: 'Você recebe este e-mail porque participa da discussão desta aula.',
    stop: 'Não quero mais estes e-mails',
  },
  en: {
    subject: (lesson) => `New message in the discussion of "${lesson}"`,
    wrote: (who) => `${who} wrote in a discussion you are in:`,
    someone: 'Someone',
    open: 'Open the lesson',
    why: 'You get this email because you are in this lesson’s discussion.',
    stop: 'Stop these emails',
  },
};

/** The lesson's own address, at the second of the question: /academy/<course>/<videoId>?t=95. */
export function lessonUrl(siteUrl: string, mail: Pick<PendingMail, 'course_slug' | 'video_id' | 'at_seconds'>): string {
  const url = new URL(mail.course_slug ? `/academy/${encodeURIComponent(mail.course_slug)}/${mail.video_id}` : '/academy', siteUrl);
  if (mail.course_slug && mail.at_seconds !== null) url.searchParams.set('t', String(mail.at_seconds));
  return url.href;
}

export function notifyUnsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL('/notifications/unsubscribe', siteUrl);
  url.searchParams.set('token', token);
  return url.href;
}

export function composeNotifyMail(
  mail: PendingMail,
  siteUrl: string,
  unsubscribe: string,
): { subject: string; text: string; html: string } {
  const words = notifyMailWording[mailLocale(mail.locale)];
  const lesson = lessonUrl(siteUrl, mail);
  const intro = words.wrote(mail.actor_name ?? words.someone);
  return {
    subject: words.subject(mail.video_title),
    text: `${intro}\n\n${mail.body}\n\n${words.open}: ${lesson}\n\n--\n${words.why}\n${words.stop}: ${unsubscribe}\n`,
    html:
      `<!doctype html><html><body><p>${escapeHtml(intro)}</p><blockquote>${escapeHtml(mail.body).replace(/\n/g, '<br>')}</blockquote>` +
      `<p><a href="${escapeHtml(lesson)}">${escapeHtml(words.open)}</a></p>` +
      `<hr><p><small>${escapeHtml(words.why)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(words.stop)}</a></small></p></body></html>`,
  };
}
