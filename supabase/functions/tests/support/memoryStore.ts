// An in-memory SubscriptionStore for handler tests that are about Stripe and HTTP, not storage.
// The supabase-js store is exercised against the real server in the integration tests.
import type { SubscriptionStore } from '../../_payments/store.ts';
import type { SubscriptionRow } from '../../_payments/subscriptionState.ts';

export type MemoryStore = SubscriptionStore & {
  rows: Map<string, SubscriptionRow>;
  events: Map<string, string>;
  profileTypes: Map<string, 'paid' | 'free'>;
};

export function memoryStore(initial: SubscriptionRow[] = []): MemoryStore {
  const rows = new Map(initial.map((row) => [row.user_id, { ...row }]));
  const events = new Map<string, string>();
  const profileTypes = new Map<string, 'paid' | 'free'>();
  return {
    rows,
    events,
    profileTypes,
    async get(userId) {
      const row = rows.get(userId);
      return row ? { ...row } : null;
    },
    async findUserId({ customerId, subscriptionId }) {
      for (const row of rows.values()) if (subscriptionId && row.stripe_subscription_id === subscriptionId) return row.user_id;
      for (const row of rows.values()) if (customerId && row.stripe_customer_id === customerId) return row.user_id;
      return null;
    },
    // Every id is a member here: events naming no member are tested against the real database (serverStripe.test.ts).
    async memberExists() {
      return true;
    },
    async save(row) {
      rows.set(row.user_id, { ...row });
    },
    async setProfileType(userId, type) {
      profileTypes.set(userId, type);
    },
    async hasEvent(id) {
      return events.has(id);
    },
    async markEvent(id, type) {
      events.set(id, type);
    },
  };
}
