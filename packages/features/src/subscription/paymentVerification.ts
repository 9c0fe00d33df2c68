// The payment return page's checks (SPEC 4 Payment return): check at once; while not subscribed and
// fewer than 5 re-checks have run, re-check every 2 s; then show 'processing' with a manual check.
export const PAYMENT_RECHECK_MS = 2000;
export const PAYMENT_MAX_RECHECKS = 5;

export type PaymentVerificationState = 'verifying' | 'confirmed' | 'processing';

export type PaymentVerificationOptions = {
  /** True when the user is subscribed; a failed check counts as not (yet) subscribed. */
  check: () => Promise<boolean>;
  onChange: (state: PaymentVerificationState) => void;
  intervalMs?: number;
  maxRechecks?: number;
};

export function createPaymentVerification({
  check,
  onChange,
  intervalMs = PAYMENT_RECHECK_MS,
  maxRechecks = PAYMENT_MAX_RECHECKS,
}: PaymentVerificationOptions) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let running = false;

  async function isSubscribed() {
    try {
      return await check();
    } catch {
      return false;
    }
  }

  async function attempt(recheck: number) {
    running = true;
    const subscribed = await isSubscribed();
    if (stopped) return;
    if (subscribed) {
      running = false;
      return onChange('confirmed');
    }
    if (recheck >= maxRechecks) {
      running = false;
      return onChange('processing');
    }
    timer = setTimeout(() => void attempt(recheck + 1), intervalMs);
  }

  return {
    start() {
      onChange('verifying');
      void attempt(0);
    },
    /** The manual check button: one more check, no further automatic ones. */
    async checkAgain() {
      if (running || stopped) return;
      running = true;
      onChange('verifying');
      const subscribed = await isSubscribed();
      running = false;
      if (!stopped) onChange(subscribed ? 'confirmed' : 'processing');
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
