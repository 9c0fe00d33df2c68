// Where subscription state and processed payment events are kept: public.subscriptions and
// public.payment_events, written with the service role (no user can write either table).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DirectQuery } from '../_shared/env.ts';
import type { SubscriptionRow } from './subscriptionState.ts';

export type SubscriptionStore = {
  get(userId: string): Promise<SubscriptionRow | null>;
  /** The user a Stripe customer or subscription belongs to, for events that carry no user id. */
  findUserId(ids: { customerId?: string | null; subscriptionId?: string | null }): Promise<string | null>;
  /** Whether a member has this id: payment events name members by metadata that anyone with Stripe access can write. */
  memberExists(userId: string): Promise<boolean>;
  save(row: SubscriptionRow): Promise<void>;
  /** Mirrors the state on user_profiles.type ('paid' | 'free'), which the dashboard counts. */
  setProfileType(userId: string, type: 'paid' | 'free'): Promise<void>;
  hasEvent(eventId: string): Promise<boolean>;
  markEvent(eventId: string, type: string): Promise<void>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = 'user_id, tier, status, current_period_end, stripe_customer_id, stripe_subscription_id, updated_at';

function fail(what: string, error: { message: string }): never {
  throw new Error(`${what}: ${error.message}`);
}

/** The store over a service-role supabase-js client (hosted Supabase or the embedded server). */
export function supabaseSubscriptionStore(admin: SupabaseClient): SubscriptionStore {
  return {
    async get(userId) {
      const { data, error } = await admin.from('subscriptions').select(columns).eq('user_id', userId).maybeSingle();
      if (error) fail('read subscription', error);
      return (data as SubscriptionRow | null) ?? null;
    },
    async findUserId({ customerId, subscriptionId }) {
      for (const [column, value] of [
        ['stripe_subscription_id', subscriptionId],
        ['stripe_customer_id', customerId],
      ] as const) {
        if (!value) continue;
        const { data, error } = await admin.from('subscriptions').select('user_id').eq(column, value).limit(1);
        if (error) fail('find subscription owner', error);
        const owner = (data as { user_id: string }[] | null)?.[0]?.user_id;
        if (owner) return owner;
      }
      return null;
    },
    async memberExists(userId) {
      // Not a UUID: no member, and PostgreSQL would refuse the comparison (22P02).
      if (!UUID.test(userId)) return false;
      const { data, error } = await admin.from('user_profiles').select('id').eq('id', userId).limit(1);
      if (error) fail('find member', error);
      return ((data as unknown[] | null) ?? []).length > 0;
    },
    async save(row) {
      const { error } = await admin.from('subscriptions').upsert(row, { onConflict: 'user_id' });
      if (error) fail('save subscription', error);
    },
    async setProfileType(userId, type) {
      const { error } = await admin.from('user_profiles').update({ type }).eq('id', userId);
      if (error) fail('update profile type', error);
    },
    async hasEvent(eventId) {
      const { data, error } = await admin.from('payment_events').select('id').eq('id', eventId).limit(1);
      if (error) fail('read payment event', error);
      return ((data as unknown[] | null) ?? []).length > 0;
    },
    async markEvent(eventId, type) {
      const { error } = await admin.from('payment_events').upsert({ id: eventId, type }, { onConflict: 'id', ignoreDuplicates: true });
      if (error) fail('record payment event', error);
    },
  };
}

/**
 * The same store, reading a member's row straight from the database where the server offers it (the embedded server's
 * `query`): check-subscription is polled by every signed-in learner, and through the Data API each poll was a second
 * request in the server (its routing, parsing and a transaction of its own) around the one statement it needs. The row
 * comes back as JSON, in the very form the Data API gives it (timestamps as ISO text).
 */
export function readingRowsDirectly(store: SubscriptionStore, query: DirectQuery): SubscriptionStore {
  return {
    ...store,
    async get(userId) {
      const [found] = await query(`select row_to_json(s) as row from (select ${columns} from public.subscriptions where user_id = $1) s`, [
        userId,
      ]);
      return (found?.row as SubscriptionRow | undefined) ?? null;
    },
  };
}
