// The public newsletter page's calls: the sent newsletters (readable by anyone) and the three
// subscription functions. Outcomes are small unions so pages map them to messages.
import type { SupabaseClient } from '@supabase/supabase-js';

export type SentNewsletter = {
  id: string;
  title: string;
  body: string;
  is_html: boolean;
  image_url: string | null;
  sent_at: string | null;
  created_at: string;
};

/** How many updates the page shows before 'View all updates'. */
export const recentUpdateCount = 3;

/** Sent newsletters, newest first; `limit` null means all of them. */
export async function fetchSentNewsletters(client: SupabaseClient, limit: number | null): Promise<SentNewsletter[]> {
  let query = client
    .from('newsletters')
    .select('id,title,body,is_html,image_url,sent_at,created_at')
    .eq('status', 'sent')
    .order('sent_at', { ascending: false, nullsFirst: false })
    .order('created_at', { ascending: false });
  if (limit !== null) query = query.limit(limit);
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  return (data ?? []) as SentNewsletter[];
}

export type SubscribeOutcome = 'sent' | 'invalidEmail' | 'failed';
export type TokenOutcome = 'done' | 'invalidLink' | 'failed';

/** The HTTP status of a failed functions.invoke (supabase-js puts the Response in `context`). */
function statusOf(error: unknown): number | null {
  const context = (error as { context?: { status?: unknown } } | null)?.context;
  return typeof context?.status === 'number' ? context.status : null;
}

/** `locale`: the interface language, which the confirmation mail is written in. */
export async function subscribe(client: SupabaseClient, email: string, locale?: string): Promise<SubscribeOutcome> {
  const { error } = await client.functions.invoke('newsletter-subscribe', { body: { email, locale } });
  if (!error) return 'sent';
  return statusOf(error) === 400 ? 'invalidEmail' : 'failed';
}

async function withToken(
  client: SupabaseClient,
  name: 'newsletter-confirm' | 'newsletter-unsubscribe' | 'notify-unsubscribe',
  token: string | null,
): Promise<TokenOutcome> {
  if (!token) return 'invalidLink';
  const { error } = await client.functions.invoke(name, { body: { token } });
  if (!error) return 'done';
  const status = statusOf(error);
  return status === 400 || status === 404 ? 'invalidLink' : 'failed';
}

export const confirmSubscription = (client: SupabaseClient, token: string | null) => withToken(client, 'newsletter-confirm', token);
export const unsubscribe = (client: SupabaseClient, token: string | null) => withToken(client, 'newsletter-unsubscribe', token);
/** The link of the discussion notification mails: stops those mails (user_profiles.notify_by_mail). */
export const stopNotificationMails = (client: SupabaseClient, token: string | null) => withToken(client, 'notify-unsubscribe', token);

/** A newsletter body as plain text: HTML is parsed inertly (no scripts run, nothing is fetched) and only its text kept. */
export function newsletterText(newsletter: Pick<SentNewsletter, 'body' | 'is_html'>): string {
  if (!newsletter.is_html) return newsletter.body;
  // Code and styles are not words for the reader: their content is dropped, not shown as text.
  const withoutCode = newsletter.body.replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  if (typeof DOMParser === 'undefined') return withoutCode.replace(/<[^>]*>/g, ' ');
  const document = new DOMParser().parseFromString(withoutCode, 'text/html');
  for (const code of document.querySelectorAll('script, style, template, noscript')) code.remove();
  for (const block of document.querySelectorAll('p, br, li, h1, h2, h3, h4, div')) block.append('\n');
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/** A short excerpt for the updates list. */
export function excerpt(text: string, maxLength = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= maxLength ? flat : `${flat.slice(0, maxLength - 1).trimEnd()}…`;
}
