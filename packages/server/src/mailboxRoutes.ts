// /_mailbox: a page listing the caught mails, a page per mail (its HTML shown in a sandboxed
// iframe, never inline), a JSON list for tests, and a POST for functions carrying the secret key.
// Who may read it is decided by mailboxAccess.ts; with SMTP configured the mailbox does not exist.
import type { Mailbox, MailMessage } from './mailbox.ts';
import { checkMailboxAccess, type MailboxAccessContext } from './mailboxAccess.ts';
import { presentsSecret } from './secrets.ts';
import { escapeHtml, htmlResponse, jsonResponse } from './responses.ts';

export type MailboxRouteContext = MailboxAccessContext & {
  mailbox: Mailbox;
  /** Real mail goes out through SMTP: nothing is caught, so there is nothing to read. */
  smtpConfigured: boolean;
};

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'";

function page(title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#0f1115;color:#e6e8ee;color-scheme:dark}
main{max-width:960px;margin:0 auto;padding:24px}
a{color:#8ab4ff}
table{width:100%;border-collapse:collapse}
td,th{text-align:left;padding:8px;border-bottom:1px solid #2a2f3a;vertical-align:top;overflow-wrap:anywhere}
@media (max-width:600px){main{padding:16px}td:first-child,th:first-child{display:none}}
pre{white-space:pre-wrap;background:#171a21;padding:12px;border-radius:8px}
iframe{width:100%;min-height:480px;border:0;background:#fff;border-radius:8px}
.meta{color:#9aa3b2}
</style></head><body><main>${body}</main></body></html>`;
  return htmlResponse(html, 200, { 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
}

function listPage(messages: MailMessage[], to: string | null): Response {
  const rows = messages
    .map(
      (m) =>
        `<tr><td class="meta">${escapeHtml(m.sentAt)}</td><td>${escapeHtml(m.to)}</td><td><a href="/_mailbox/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  const heading = to ? `Mailbox: ${to}` : 'Mailbox';
  const body = `<h1>${escapeHtml(heading)}</h1>
<p class="meta">Mail sent by this Academy server while no SMTP server is configured. ${messages.length} message(s).</p>
<form method="get" action="/_mailbox"><input name="to" placeholder="filter by recipient" value="${escapeHtml(to ?? '')}"> <button>Filter</button></form>
<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`;
  return page(heading, body);
}

function messagePage(m: MailMessage): Response {
  const html = m.html ? `<h2>HTML</h2><iframe sandbox title="mail body" srcdoc="${escapeHtml(m.html)}"></iframe>` : '';
  const text = m.text ? `<h2>Text</h2><pre>${escapeHtml(m.text)}</pre>` : '';
  const body = `<p><a href="/_mailbox">&larr; all mail</a></p><h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<p class="meta">To ${escapeHtml(m.to)}${m.from ? ` &middot; from ${escapeHtml(m.from)}` : ''} &middot; ${escapeHtml(m.sentAt)}</p>${html}${text}`;
  return page(m.subject, body);
}

type PostedMail = { to?: unknown; subject?: unknown; text?: unknown; html?: unknown; from?: unknown };

async function postMessage(request: Request, mailbox: Mailbox): Promise<Response> {
  let body: PostedMail;
  try {
    body = (await request.json()) as PostedMail;
  } catch {
    return jsonResponse({ error: 'invalid_json', message: 'The body must be JSON: { to, subject, text?, html? }' }, 400);
  }
  const text = typeof body.text === 'string' ? body.text : undefined;
  const html = typeof body.html === 'string' ? body.html : undefined;
  if (typeof body.to !== 'string' || !body.to.includes('@') || typeof body.subject !== 'string' || (!text && !html)) {
    return jsonResponse({ error: 'invalid_mail', message: 'A mail needs to (an address), subject, and text or html' }, 400);
  }
  const stored = mailbox.add({ to: body.to, subject: body.subject, text, html, from: typeof body.from === 'string' ? body.from : null });
  return jsonResponse(stored, 201);
}

export async function handleMailbox(request: Request, url: URL, context: MailboxRouteContext): Promise<Response> {
  if (context.smtpConfigured) {
    return jsonResponse({ error: 'not_found', message: 'The local mailbox is off: mail is sent through SMTP' }, 404);
  }
  const rest = url.pathname.slice('/_mailbox'.length).replace(/\/$/, '');
  if (rest === '/api/messages' && request.method === 'POST') {
    if (!presentsSecret(request, context.secretKey)) {
      return jsonResponse({ error: 'unauthorized', message: 'Posting mail needs the service secret key' }, 401);
    }
    return postMessage(request, context.mailbox);
  }

  const access = await checkMailboxAccess(request, url, context);
  if (access === 'denied') {
    const message = 'The mailbox needs the key from the start banner (open the address it prints), the secret key, or a signed-in master';
    return jsonResponse({ error: 'unauthorized', message }, 401, { 'cache-control': 'no-store' });
  }
  if (access !== 'granted') {
    return new Response(null, {
      status: 303,
      headers: { location: access.redirect, 'set-cookie': access.cookie, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    });
  }

  if (rest === '/api/messages') {
    if (request.method === 'GET')
      return jsonResponse(context.mailbox.list({ to: url.searchParams.get('to') }), 200, { 'cache-control': 'no-store' });
    return jsonResponse({ error: 'method_not_allowed' }, 405, { allow: 'GET, POST' });
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return jsonResponse({ error: 'method_not_allowed' }, 405, { allow: 'GET' });
  if (rest === '') return listPage(context.mailbox.list({ to: url.searchParams.get('to') }), url.searchParams.get('to'));
  const message = context.mailbox.get(rest.slice(1));
  return message ? messagePage(message) : jsonResponse({ error: 'not_found', message: 'No such mail' }, 404);
}
