// What every payment handler needs, gathered in one place: built from the function environment
// in production (paymentsDeps) and supplied directly by tests.
import type Stripe from 'stripe';
import { getCaller, type Caller } from '../_shared/auth.ts';
import { supabaseAdmin } from '../_shared/supabaseAdmin.ts';
import { readPaymentsConfig, type PaymentsConfig, type PaymentsEnv } from './config.ts';
import { readingRowsDirectly, supabaseSubscriptionStore, type SubscriptionStore } from './store.ts';
import { createStripe } from './stripeClient.ts';

export type PaymentsDeps = {
  config: PaymentsConfig;
  store: SubscriptionStore;
  /** The signed-in caller from the request's bearer token, or null. */
  authenticate(request: Request): Promise<Caller | null>;
  /** The Stripe client, or null in offline mode (no STRIPE_SECRET_KEY). */
  stripe: Stripe | null;
  now?: () => Date;
};

// One set of clients per environment object: the embedded server passes the same env to every call.
const cache = new WeakMap<PaymentsEnv, PaymentsDeps>();

export function paymentsDeps(env: PaymentsEnv): PaymentsDeps {
  let deps = cache.get(env);
  if (!deps) cache.set(env, (deps = buildDeps(env)));
  return deps;
}

function buildDeps(env: PaymentsEnv): PaymentsDeps {
  const config = readPaymentsConfig(env);
  const { stripeSecretKey } = config;
  return {
    config,
    store: withDirectReads(supabaseSubscriptionStore(supabaseAdmin(env)), env),
    authenticate: (request) => getCaller(request, env),
    stripe: stripeSecretKey ? createStripe({ ...config, stripeSecretKey }) : null,
  };
}

/** On the embedded server, the hot read goes straight to the database (store.ts); hosted, through the Data API. */
function withDirectReads(store: SubscriptionStore, env: PaymentsEnv): SubscriptionStore {
  return env.query ? readingRowsDirectly(store, env.query) : store;
}
