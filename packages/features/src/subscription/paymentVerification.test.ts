import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymentVerification, type PaymentVerificationState } from './paymentVerification.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function run(answers: boolean[]) {
  const states: PaymentVerificationState[] = [];
  let calls = 0;
  const check = vi.fn(async () => answers[calls++] ?? false);
  const verification = createPaymentVerification({ check, onChange: (state) => states.push(state) });
  verification.start();
  return { states, check, verification };
}

describe('payment verification (SPEC 4: at once, then every 2 s, up to 5 re-checks)', () => {
  it('confirms at once when already subscribed', async () => {
    const { states, check } = run([true]);
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['verifying', 'confirmed']);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('re-checks every 2 s and confirms when the purchase lands', async () => {
    const { states, check } = run([false, false, true]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(states).toEqual(['verifying', 'confirmed']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('after the first check and 5 re-checks, shows processing; a manual check can still confirm', async () => {
    const { states, check, verification } = run([false, false, false, false, false, false, true]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(6);
    expect(states).toEqual(['verifying', 'processing']);
    await verification.checkAgain();
    expect(states).toEqual(['verifying', 'processing', 'verifying', 'confirmed']);
  });

  it('a failing check counts as not yet subscribed', async () => {
    const states: PaymentVerificationState[] = [];
    const verification = createPaymentVerification({ check: () => Promise.reject(new Error('offline')), onChange: (s) => states.push(s) });
    verification.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(states).toEqual(['verifying', 'processing']);
  });

  it('stop() ends the checks (page left)', async () => {
    const { check, verification } = run([]);
    await vi.advanceTimersByTimeAsync(0);
    verification.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
