import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSubscriptionMonitor, initialSubscriptionState } from './subscriptionMonitor.ts';
import type { SubscriptionStatus } from './subscriptionStatus.ts';

const monthly: SubscriptionStatus = { subscribed: true, subscriptionTier: 'Monthly', subscriptionEnd: '2030-01-01T00:00:00.000Z' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());


describe('subscription monitor (SPEC 4: on user change and every 30000 ms while signed in)', () => {
  it('starts loading, checks at once for a signed-in user, then every 30 s', async () => {
    const check = vi.fn(async () => monthly);
    const monitor = createSubscriptionMonitor({ check, onError: vi.fn() });
    expect(monitor.getState()).toEqual(initialSubscriptionState);
    monitor.setUser('u1');
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    expect(monitor.getState()).toEqual({ loading: false, ...monthly });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(4);
    monitor.stop();
  });

  it('re-checks when the user changes and stops polling when signed out', async () => {
    const check = vi.fn(async () => monthly);
    const monitor = createSubscriptionMonitor({ check, onError: vi.fn() });
    monitor.setUser('u1');
    await vi.advanceTimersByTimeAsync(0);
    monitor.setUser('u2');
    expect(monitor.getState().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(2);
    monitor.setUser(null);
    expect(monitor.getState()).toEqual({ loading: false, subscribed: false, subscriptionTier: null, subscriptionEnd: null });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("ignores a previous user's late answer", async () => {
    let answer!: (status: SubscriptionStatus) => void;
    const check = vi.fn(() => new Promise<SubscriptionStatus>((resolve) => (answer = resolve)));
    const monitor = createSubscriptionMonitor({ check, onError: vi.fn() });
    monitor.setUser('subscriber');
    const first = answer;
    monitor.setUser(null);
    first(monthly);
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getState().subscribed).toBe(false);
  });

  it('reports a failed check once per run of failures and keeps the last known state', async () => {
    let fail = false;
    const check = vi.fn(async () => {
      if (fail) throw new Error('down');
      return monthly;
    });
    const onError = vi.fn();
    const monitor = createSubscriptionMonitor({ check, onError });
    monitor.setUser('u1');
    await vi.advanceTimersByTimeAsync(0);
    fail = true;
    await vi.advanceTimersByTimeAsync(90_000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(monitor.getState()).toEqual({ loading: false, ...monthly });
    fail = false;
    await vi.advanceTimersByTimeAsync(30_000);
    fail = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onError).toHaveBeenCalledTimes(2);
    monitor.stop();
  });

  it('stop() ends polling; setting the same user again restarts it (StrictMode remount)', async () => {
    const check = vi.fn(async () => monthly);
    const monitor = createSubscriptionMonitor({ check, onError: vi.fn() });
    monitor.setUser('u1');
    await vi.advanceTimersByTimeAsync(0);
    monitor.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
    monitor.setUser('u1');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(3);
    monitor.stop();
  });

  it('a first check that fails ends loading (not subscribed)', async () => {
    const onError = vi.fn();
    const monitor = createSubscriptionMonitor({ check: async () => Promise.reject(new Error('x')), onError });
    monitor.setUser('u1');
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getState()).toEqual({ loading: false, subscribed: false, subscriptionTier: null, subscriptionEnd: null });
    expect(onError).toHaveBeenCalledTimes(1);
    monitor.stop();
  });
});

describe('error listeners', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('subscribeToErrors adds a listener that can be removed again', async () => {
    const monitor = createSubscriptionMonitor({ check: async () => Promise.reject(new Error('down')) });
    const listener = vi.fn();
    const unsubscribe = monitor.subscribeToErrors(listener);
    monitor.setUser('u1');
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    monitor.setUser('u2');
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).toHaveBeenCalledTimes(1);
    monitor.stop();
  });
});
