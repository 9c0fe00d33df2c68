// lite builds the password-recovery link with site_url as its redirect, ignoring the
// `redirect_to` the client asked for (the product asks for /update-password). The request's
// wish is carried to the mail driver, which puts it in the link when it stays on our site.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { EmailDriver, EmailMessage } from '@supabase/lite';

const requestedRedirect = new AsyncLocalStorage<string>();

/** Runs `fn` (the lite call) remembering the redirect a /recover or /otp request asked for. */
export function withRequestedRedirect<T>(url: URL, siteUrl: string, fn: () => Promise<T>): Promise<T> {
  const wanted = url.searchParams.get('redirect_to');
  if (!wanted || !isOnSite(wanted, siteUrl)) return fn();
  return requestedRedirect.run(wanted, fn);
}

export function isOnSite(candidate: string, siteUrl: string): boolean {
  try {
    return new URL(candidate).origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

function replaceRedirect(body: string | undefined, siteUrl: string, wanted: string): string | undefined {
  if (!body) return body;
  const from = `redirect_to=${encodeURIComponent(siteUrl)}`;
  const to = `redirect_to=${encodeURIComponent(wanted)}`;
  return body.split(from).join(to);
}

/** Wraps a driver so mails sent during a request carry that request's redirect. */
export function redirectAwareDriver(inner: EmailDriver, siteUrl: string): EmailDriver {
  return {
    send(message: EmailMessage) {
      const wanted = requestedRedirect.getStore();
      if (!wanted) return inner.send(message);
      return inner.send({
        ...message,
        text: replaceRedirect(message.text, siteUrl, wanted),
        html: replaceRedirect(message.html, siteUrl, wanted),
      });
    },
  };
}
