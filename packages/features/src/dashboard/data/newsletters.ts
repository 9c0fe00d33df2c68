import type { SupabaseClient } from '@supabase/supabase-js';
import type { NewsletterFormValues } from '../model/validation.ts';
import { unwrap, unwrapChanged, unwrapCount } from './result.ts';

export type NewsletterStatus = 'draft' | 'sending' | 'sent';
export type DashboardNewsletter = {
  id: string;
  title: string;
  image_url: string | null;
  is_html: boolean;
  body: string;
  status: NewsletterStatus;
  created_at: string;
  sent_at: string | null;
};
export type SendProgress = { sent: number; total: number };
export type SendOutcome = { status: NewsletterStatus; total: number; sent: number; failed: number; pending: number };

export async function fetchNewsletters(client: SupabaseClient): Promise<DashboardNewsletter[]> {
  const result = await client
    .from('newsletters')
    .select('id, title, image_url, is_html, body, status, created_at, sent_at')
    .order('created_at', { ascending: false });
  return unwrap(result, 'load newsletters') as DashboardNewsletter[];
}

function toRow(values: NewsletterFormValues) {
  return { title: values.title.trim(), image_url: values.image_url || null, is_html: values.is_html, body: values.body };
}

export function newsletterToForm(newsletter: DashboardNewsletter): NewsletterFormValues {
  return { title: newsletter.title, image_url: newsletter.image_url ?? '', is_html: newsletter.is_html, body: newsletter.body };
}

/** New newsletters are drafts (SPEC 4). */
export async function createNewsletter(client: SupabaseClient, values: NewsletterFormValues, createdBy: string | null): Promise<void> {
  unwrapChanged(
    await client
      .from('newsletters')
      .insert({ ...toRow(values), status: 'draft', created_by: createdBy })
      .select('id'),
    'create newsletter',
  );
}
/** Only drafts can be edited: the status condition makes a late edit of a sent one fail. */
export async function updateNewsletter(client: SupabaseClient, id: string, values: NewsletterFormValues): Promise<void> {
  unwrapChanged(
    await client.from('newsletters').update(toRow(values)).eq('id', id).eq('status', 'draft').select('id'),
    'update newsletter',
  );
}
export async function deleteNewsletter(client: SupabaseClient, id: string): Promise<void> {
  unwrapChanged(await client.from('newsletters').delete().eq('id', id).select('id'), 'delete newsletter');
}

/** Runs the newsletter-send function (staff only, checked by the function). */
export async function sendNewsletter(client: SupabaseClient, id: string): Promise<SendOutcome> {
  const { data, error } = await client.functions.invoke<SendOutcome>('newsletter-send', { body: { newsletter_id: id } });
  if (error || !data) throw new Error(`send newsletter: ${error?.message ?? 'no answer'}`);
  return data;
}

/** How far a send has got, read from the per-recipient rows while the function runs. */
export async function fetchSendProgress(client: SupabaseClient, id: string): Promise<SendProgress> {
  const head = { count: 'exact', head: true } as const;
  const [total, sent] = await Promise.all([
    client.from('newsletter_deliveries').select('subscriber_id', head).eq('newsletter_id', id),
    client.from('newsletter_deliveries').select('subscriber_id', head).eq('newsletter_id', id).eq('status', 'sent'),
  ]);
  return { total: unwrapCount(total, 'count deliveries'), sent: unwrapCount(sent, 'count sent') };
}
