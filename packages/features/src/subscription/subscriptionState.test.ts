import { describe, expect, it } from 'vitest';
import { initialSubscriptionState, subscriptionStateOf } from './subscriptionState.ts';
import type { SubscriptionStatus } from './subscriptionStatus.ts';

const monthly: SubscriptionStatus = { subscribed: true, subscriptionTier: 'Monthly', subscriptionEnd: '2030-01-01T00:00:00.000Z' };
const none = { subscribed: false, subscriptionTier: null, subscriptionEnd: null };

describe('subscription state seen by the screens', () => {
  it('is loading while the session loads and until the first check answers', () => {
    expect(subscriptionStateOf(undefined, monthly, false)).toEqual(initialSubscriptionState);
    expect(subscriptionStateOf('u1', undefined, false)).toEqual(initialSubscriptionState);
  });

  it('is not subscribed when signed out, whatever was known before', () => {
    expect(subscriptionStateOf(null, monthly, false)).toEqual({ loading: false, ...none });
  });

  it("shows the check's answer, and keeps it when a later check fails", () => {
    expect(subscriptionStateOf('u1', monthly, false)).toEqual({ loading: false, ...monthly });
    expect(subscriptionStateOf('u1', monthly, true)).toEqual({ loading: false, ...monthly });
  });

  it('stops loading as not subscribed when the first check fails', () => {
    expect(subscriptionStateOf('u1', undefined, true)).toEqual({ loading: false, ...none });
  });
});
