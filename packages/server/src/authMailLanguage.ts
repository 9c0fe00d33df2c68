// Auth mails in the member's language (issue 20.7). @supabase/lite writes its confirmation, recovery, magic-link,
// email-change and invite mails in English; the product speaks Haitian Creole by default, Portuguese and English.
// This driver wrapper recognises lite's mails by their subject, keeps their one action link, and writes them again
// in the recipient's language: user_profiles.locale, else Haitian Creole (the product's default language).
import type { EmailDriver, EmailMessage } from '@supabase/lite';
import type { Database } from './database.ts';
import { escapeHtml } from './responses.ts';

export type MailLocale = 'ht' | 'pt' | 'en';
/** Every auth mail the auth service sends, in the order the hosted templates are written. */
export const AUTH_MAIL_KINDS = ['confirmation', 'recovery', 'magic_link', 'email_change', 'invite'] as const;
export type AuthMailKind = (typeof AUTH_MAIL_KINDS)[number];

/** lite's default subjects (its `bg` table), which name the kind of mail. */
const kindBySubject: Record<string, AuthMailKind> = {
  'Confirm Your Signup': 'confirmation',
  'Reset Your Password': 'recovery',
  'Your Magic Link': 'magic_link',
  'Confirm Email Change': 'email_change',
  'You have been invited': 'invite',
};

export type Wording = { subject: string; intro: string; action: string; ignore: string };

export const authMailWording: Record<MailLocale, Record<AuthMailKind, Wording>> = {
  ht: {
    confirmation: {
      subject: 'Konfime kont Academy ou',
      intro: 'Byenvini nan Academy! Konfime adrès imèl ou pou w kòmanse.',
      action: 'Konfime imèl mwen',
      ignore: 'Si se pa ou ki kreye kont sa a, pa fè anyen.',
    },
    recovery: {
      subject: 'Chanje modpas Academy ou',
      intro: 'Nou resevwa yon demann pou chanje modpas kont Academy ou.',
      action: 'Chwazi yon nouvo modpas',
      ignore: 'Si se pa ou ki mande l, pa fè anyen: modpas ou pa chanje.',
    },
    magic_link: {
      subject: 'Lyen koneksyon Academy ou',
      intro: 'Men lyen pou w konekte nan Academy.',
      action: 'Konekte',
      ignore: 'Si se pa ou ki mande l, pa fè anyen.',
    },
    email_change: {
      subject: 'Konfime nouvo imèl ou',
      intro: 'Konfime nouvo adrès imèl kont Academy ou.',
      action: 'Konfime nouvo imèl la',
      ignore: 'Si se pa ou ki mande l, pa fè anyen.',
    },
    invite: {
      subject: 'Ou envite nan Academy',
      intro: 'Yo envite w rantre nan Academy.',
      action: 'Aksepte envitasyon an',
      ignore: 'Si ou pa t ap tann envitasyon sa a, pa fè anyen.',
    },
  },
  pt: {
    confirmation: {
      subject: 'Confirme sua conta na Academy',
      intro: 'Bem-vindo à Academy! Confirme seu endereço de e-mail para começar.',
      action: 'Confirmar meu e-mail',
      ignore: 'Se não foi você que criou esta conta, ignore este e-mail.',
    },
    recovery: {
      subject: 'Redefina sua senha da Academy',
      intro: 'Recebemos um pedido para redefinir a senha da sua conta na Academy.',
      action: 'Escolher uma nova senha',
      ignore: 'Se não foi você, ignore este e-mail: sua senha não muda.',
    },
    magic_link: {
      subject: 'Seu link de acesso à Academy',
      intro: 'Aqui está o seu link para entrar na Academy.',
      action: 'Entrar',
      ignore: 'Se não foi você, ignore este e-mail.',
    },
    email_change: {
      subject: 'Confirme seu novo e-mail',
      intro: 'Confirme o novo endereço de e-mail da sua conta na Academy.',
      action: 'Confirmar o novo e-mail',
      ignore: 'Se não foi você, ignore este e-mail.',
    },
    invite: {
      subject: 'Você foi convidado para a Academy',
      intro: 'Você foi convidado para entrar na Academy.',
      action: 'Aceitar o convite',
      ignore: 'Se você não esperava este convite, ignore este e-mail.',
    },
  },
  en: {
    confirmation: {
      subject: 'Confirm your Academy account',
      intro: 'Welcome to Academy! Confirm your email address to get started.',
      action: 'Confirm my email',
      ignore: 'If you did not create this account, you can ignore this email.',
    },
    recovery: {
      subject: 'Reset your Academy password',
      intro: 'We received a request to reset the password of your Academy account.',
      action: 'Choose a new password',
      ignore: 'If this was not you, ignore this email: your password stays the same.',
    },
    magic_link: {
      subject: 'Your Academy sign-in link',
      intro: 'Here is your link to sign in to Academy.',
      action: 'Sign in',
      ignore: 'If this was not you, ignore this email.',
    },
    email_change: {
      subject: 'Confirm your new email',
      intro: 'Confirm the new email address of your Academy account.',
      action: 'Confirm the new email',
      ignore: 'If this was not you, ignore this email.',
    },
    invite: {
      subject: 'You are invited to Academy',
      intro: 'You have been invited to join Academy.',
      action: 'Accept the invitation',
      ignore: 'If you did not expect this invitation, ignore this email.',
    },
  },
};

/** The action link of a lite auth mail (its verify link), from the text or the HTML. */
export function actionLink(message: EmailMessage): string | null {
  for (const body of [message.text ?? '', message.html ?? '']) {
    for (const match of body.matchAll(/https?:\/\/[^\s"'<>)]+/g)) {
      const link = match[0].replace(/&amp;/g, '&');
      if (link.includes('/auth/v1/verify')) return link;
    }
  }
  return null;
}

/** The mail in `locale`, or null when it is not one of lite's auth mails (then it is sent as it is). */
export function localizeAuthMail(message: EmailMessage, locale: MailLocale): EmailMessage | null {
  const kind = kindBySubject[message.subject];
  const link = kind ? actionLink(message) : null;
  if (!kind || !link) return null;
  const words = authMailWording[locale][kind];
  const text = [words.intro, '', `${words.action}: ${link}`, '', words.ignore].join('\n');
  const html = `<p>${escapeHtml(words.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p><p>${escapeHtml(words.ignore)}</p>`;
  return { ...message, subject: words.subject, text, html };
}

function asLocale(value: unknown): MailLocale {
  return value === 'pt' || value === 'en' ? value : 'ht';
}

/** Wraps a driver so lite's auth mails reach each member in their language. */
export function localizedAuthMailDriver(inner: EmailDriver, database: Database): EmailDriver {
  return {
    async send(message: EmailMessage) {
      if (!kindBySubject[message.subject]) return inner.send(message);
      const rows = await database
        .query<{ locale: string | null }>('select locale from public.user_profiles where lower(email) = lower($1) limit 1', [message.to])
        .catch(() => []);
      return inner.send(localizeAuthMail(message, asLocale(rows[0]?.locale)) ?? message);
    },
  };
}
