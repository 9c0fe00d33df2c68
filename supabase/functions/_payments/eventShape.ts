// A signed Stripe event can still lack what the rule book needs (a hand-made test event, an API version with a
// different shape). Such an event is the sender's mistake: answered 400 with what is missing, never a 500 that
// Stripe would retry for days. Only the fields this product reads are checked.
import type Stripe from 'stripe';
import { handledEventTypes } from './stripeEvents.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string' && value.length > 0;

/** What is missing from the event, or null when the product can act on it. */
export function malformedEventReason(event: Stripe.Event): string | null {
  const raw = event as unknown as Record<string, unknown>;
  if (!isText(raw.id)) return 'the event has no id';
  if (!isText(raw.type)) return 'the event has no type';
  if (!(handledEventTypes as readonly string[]).includes(raw.type as string)) return null;
  if (typeof raw.created !== 'number' || !Number.isFinite(raw.created)) return `${String(raw.type)} has no numeric created time`;
  const object = isObject(raw.data) ? raw.data.object : undefined;
  if (!isObject(object)) return `${String(raw.type)} has no data.object`;
  if (raw.type === 'checkout.session.completed') {
    if (!isText(object.mode)) return 'checkout.session.completed has no mode';
    return null;
  }
  if (String(raw.type).startsWith('customer.subscription.')) {
    if (!isText(object.id)) return `${String(raw.type)} has no subscription id`;
    if (!isText(object.status)) return `${String(raw.type)} has no status`;
  }
  return null;
}
