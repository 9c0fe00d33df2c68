// Where a send keeps its state: newsletter_deliveries, one row per (newsletter, subscriber).
//   pending, error null        to send
//   pending, error 'claimed'   taken by a running send at sent_at (released again once stale)
//   sent                       accepted by the mail transport at sent_at
//   failed, error <message>    the transport refused it; a resumed send retries it
// A row is claimed by a conditional update before its mail goes out and marked sent right after,
// so two sends running at once never both take a row and a resumed send skips what was sent.
import type { SupabaseClient } from '@supabase/supabase-js';
import { mailLocale, type MailLocale } from '../_shared/mailLocale.ts';

export type Newsletter = {
  id: string;
  title: string;
  body: string;
  is_html: boolean;
  image_url: string | null;
  status: 'draft' | 'sending' | 'sent';
};
/** A confirmed subscriber to mail, in the language they subscribed in. */
export type Recipient = { id: string; email: string; token: string; locale: MailLocale };
export type DeliveryCounts = { total: number; sent: number; failed: number; pending: number };

export const CLAIMED = 'claimed';

export interface NewsletterStore {
  callerRole(userId: string): Promise<string | null>;
  newsletter(id: string): Promise<Newsletter | null>;
  setStatus(id: string, status: 'sending' | 'sent', at: Date): Promise<void>;
  confirmedSubscriberIds(): Promise<string[]>;
  /** Adds a pending row per subscriber; rows that exist are left as they are. */
  enqueue(newsletterId: string, subscriberIds: string[]): Promise<void>;
  /** Failed rows and claims older than `staleBefore` go back to pending. */
  requeue(newsletterId: string, staleBefore: Date): Promise<void>;
  /** Claims up to `limit` pending rows; returns the recipients this call now owns. */
  claim(newsletterId: string, limit: number, at: Date): Promise<Recipient[]>;
  markSent(newsletterId: string, subscriberId: string, at: Date): Promise<void>;
  markFailed(newsletterId: string, subscriberId: string, message: string): Promise<void>;
  /** A subscriber who left before their mail went out: their row is dropped, not sent. */
  drop(newsletterId: string, subscriberId: string): Promise<void>;
  counts(newsletterId: string): Promise<DeliveryCounts>;
}

const PAGE = 1000;

function check<T>(result: { data: T; error: { message: string } | null }, what: string): T {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result.data;
}

/** The store on the database, through the service-role client (deliveries are written by no user). */
export function supabaseNewsletterStore(db: SupabaseClient): NewsletterStore {
  const deliveries = () => db.from('newsletter_deliveries');
  const count = async (newsletterId: string, status?: string) => {
    let query = deliveries().select('subscriber_id', { count: 'exact', head: true }).eq('newsletter_id', newsletterId);
    if (status) query = query.eq('status', status);
    const result = await query;
    if (result.error) throw new Error(`count deliveries: ${result.error.message}`);
    return result.count ?? 0;
  };

  return {
    async callerRole(userId) {
      const row = check(await db.from('user_profiles').select('role').eq('id', userId).maybeSingle(), 'read role');
      return (row as { role: string } | null)?.role ?? null;
    },
    async newsletter(id) {
      const row = check(
        await db.from('newsletters').select('id, title, body, is_html, image_url, status').eq('id', id).maybeSingle(),
        'read newsletter',
      );
      return (row as Newsletter | null) ?? null;
    },
    async setStatus(id, status, at) {
      check(
        await db
          .from('newsletters')
          .update(status === 'sent' ? { status, sent_at: at.toISOString() } : { status })
          .eq('id', id),
        'update newsletter',
      );
    },
    async confirmedSubscriberIds() {
      const ids: string[] = [];
      for (let from = 0; ; from += PAGE) {
        const rows = check(
          await db
            .from('newsletter_subscribers')
            .select('id')
            .eq('status', 'confirmed')
            .order('id')
            .range(from, from + PAGE - 1),
          'read subscribers',
        ) as { id: string }[];
        ids.push(...rows.map((r) => r.id));
        if (rows.length < PAGE) return ids;
      }
    },
    async enqueue(newsletterId, subscriberIds) {
      for (let i = 0; i < subscriberIds.length; i += PAGE) {
        const rows = subscriberIds
          .slice(i, i + PAGE)
          .map((subscriber_id) => ({ newsletter_id: newsletterId, subscriber_id, status: 'pending' }));
        check(await deliveries().upsert(rows, { onConflict: 'newsletter_id,subscriber_id', ignoreDuplicates: true }), 'enqueue deliveries');
      }
    },
    async requeue(newsletterId, staleBefore) {
      check(
        await deliveries()
          .update({ status: 'pending', error: null, sent_at: null })
          .eq('newsletter_id', newsletterId)
          .eq('status', 'failed'),
        'requeue failed',
      );
      check(
        await deliveries()
          .update({ error: null, sent_at: null })
          .eq('newsletter_id', newsletterId)
          .eq('status', 'pending')
          .eq('error', CLAIMED)
          .lt('sent_at', staleBefore.toISOString()),
        'release stale claims',
      );
    },
    async claim(newsletterId, limit, at) {
      const candidates = check(
        await deliveries().select('subscriber_id').eq('newsletter_id', newsletterId).eq('status', 'pending').is('error', null).limit(limit),
        'find pending',
      ) as { subscriber_id: string }[];
      if (candidates.length === 0) return [];
      const claimed = check(
        await deliveries()
          .update({ error: CLAIMED, sent_at: at.toISOString() })
          .eq('newsletter_id', newsletterId)
          .eq('status', 'pending')
          .is('error', null)
          .in(
            'subscriber_id',
            candidates.map((c) => c.subscriber_id),
          )
          .select('subscriber_id'),
        'claim pending',
      ) as { subscriber_id: string }[];
      if (claimed.length === 0) return [];
      const subscribers = check(
        await db
          .from('newsletter_subscribers')
          .select('id, email, token, locale, status')
          .in(
            'id',
            claimed.map((c) => c.subscriber_id),
          ),
        'read recipients',
      ) as (Recipient & { status: string })[];
      const byId = new Map(subscribers.map((s) => [s.id, s]));
      const recipients: Recipient[] = [];
      for (const { subscriber_id } of claimed) {
        const subscriber = byId.get(subscriber_id);
        if (subscriber?.status === 'confirmed')
          recipients.push({ id: subscriber.id, email: subscriber.email, token: subscriber.token, locale: mailLocale(subscriber.locale) });
        else await this.drop(newsletterId, subscriber_id);
      }
      return recipients;
    },
    async markSent(newsletterId, subscriberId, at) {
      check(
        await deliveries()
          .update({ status: 'sent', error: null, sent_at: at.toISOString() })
          .eq('newsletter_id', newsletterId)
          .eq('subscriber_id', subscriberId),
        'mark sent',
      );
    },
    async markFailed(newsletterId, subscriberId, message) {
      check(
        await deliveries()
          .update({ status: 'failed', error: message.slice(0, 500), sent_at: null })
          .eq('newsletter_id', newsletterId)
          .eq('subscriber_id', subscriberId),
        'mark failed',
      );
    },
    async drop(newsletterId, subscriberId) {
      check(await deliveries().delete().eq('newsletter_id', newsletterId).eq('subscriber_id', subscriberId), 'drop delivery');
    },
    async counts(newsletterId) {
      const [total, sent, failed] = await Promise.all([count(newsletterId), count(newsletterId, 'sent'), count(newsletterId, 'failed')]);
      return { total, sent, failed, pending: total - sent - failed };
    },
  };
}
