// An in-memory NewsletterStore with the same row semantics as the database one (store.ts),
// for testing the send algorithm without a server. The database store is exercised against a
// real server in send.server.test.ts.
import { CLAIMED, type Newsletter, type NewsletterStore, type Recipient } from './store.ts';

type Delivery = { status: 'pending' | 'sent' | 'failed'; error: string | null; sent_at: Date | null };
type Subscriber = Recipient & { status: 'pending' | 'confirmed' | 'unsubscribed' };

export function memoryNewsletterStore(init: { newsletters: Newsletter[]; subscribers: Subscriber[]; roles?: Record<string, string> }) {
  const newsletters = new Map(init.newsletters.map((n) => [n.id, { ...n }]));
  const subscribers = new Map(init.subscribers.map((s) => [s.id, { ...s }]));
  const deliveries = new Map<string, Map<string, Delivery>>();
  const rows = (id: string) => {
    let map = deliveries.get(id);
    if (!map) deliveries.set(id, (map = new Map()));
    return map;
  };

  const store: NewsletterStore = {
    async callerRole(userId) {
      return init.roles?.[userId] ?? null;
    },
    async newsletter(id) {
      const row = newsletters.get(id);
      return row ? { ...row } : null;
    },
    async setStatus(id, status) {
      const row = newsletters.get(id);
      if (row) row.status = status;
    },
    async confirmedSubscriberIds() {
      return [...subscribers.values()].filter((s) => s.status === 'confirmed').map((s) => s.id);
    },
    async enqueue(newsletterId, ids) {
      const map = rows(newsletterId);
      for (const id of ids) if (!map.has(id)) map.set(id, { status: 'pending', error: null, sent_at: null });
    },
    async requeue(newsletterId, staleBefore) {
      for (const row of rows(newsletterId).values()) {
        const stale = row.status === 'pending' && row.error === CLAIMED && row.sent_at !== null && row.sent_at < staleBefore;
        if (row.status === 'failed' || stale) Object.assign(row, { status: 'pending', error: null, sent_at: null });
      }
    },
    async claim(newsletterId, limit, at) {
      const claimed: Recipient[] = [];
      for (const [id, row] of rows(newsletterId)) {
        if (claimed.length >= limit) break;
        if (row.status !== 'pending' || row.error !== null) continue;
        Object.assign(row, { error: CLAIMED, sent_at: at });
        const subscriber = subscribers.get(id);
        if (subscriber?.status === 'confirmed')
          claimed.push({ id, email: subscriber.email, token: subscriber.token, locale: subscriber.locale });
        else rows(newsletterId).delete(id);
      }
      return claimed;
    },
    async markSent(newsletterId, id, at) {
      Object.assign(rows(newsletterId).get(id) ?? {}, { status: 'sent', error: null, sent_at: at });
    },
    async markFailed(newsletterId, id, message) {
      Object.assign(rows(newsletterId).get(id) ?? {}, { status: 'failed', error: message, sent_at: null });
    },
    async drop(newsletterId, id) {
      rows(newsletterId).delete(id);
    },
    async counts(newsletterId) {
      const all = [...rows(newsletterId).values()];
      const sent = all.filter((r) => r.status === 'sent').length;
      const failed = all.filter((r) => r.status === 'failed').length;
      return { total: all.length, sent, failed, pending: all.length - sent - failed };
    },
  };
  return { store, subscribers, deliveries: rows, newsletters };
}
