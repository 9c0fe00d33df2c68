// Keeps the signed-in user's subscription state current (SPEC 4): checked whenever the user changes
// and every 30 s while signed in. Framework-free so the timing rules are unit-tested; React reads it
// through useSyncExternalStore in SubscriptionProvider.
import { notSubscribed, type SubscriptionStatus } from './subscriptionStatus.ts';

export const SUBSCRIPTION_RECHECK_MS = 30_000;

export type SubscriptionState = SubscriptionStatus & { loading: boolean };

export const initialSubscriptionState: SubscriptionState = { loading: true, ...notSubscribed };

export type SubscriptionMonitorOptions = {
  check: () => Promise<SubscriptionStatus>;
  /** Called once per run of failures (not every 30 s while the backend stays down); see also subscribeToErrors. */
  onError?: (error: unknown) => void;
  intervalMs?: number;
};

/** `undefined`: the session is still loading; `null`: signed out; a string: the signed-in user's id. */
export type MonitoredUser = string | null | undefined;

export function createSubscriptionMonitor({ check, onError, intervalMs = SUBSCRIPTION_RECHECK_MS }: SubscriptionMonitorOptions) {
  let state: SubscriptionState = initialSubscriptionState;
  // STOPPED differs from every user, so the next setUser() after stop() starts afresh (React StrictMode remounts).
  const STOPPED = Symbol('stopped');
  let user: MonitoredUser | typeof STOPPED = undefined;
  let generation = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  let failing = false;
  const listeners = new Set<() => void>();
  const errorListeners = new Set<(error: unknown) => void>(onError ? [onError] : []);

  function set(next: SubscriptionState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function stopTimer() {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  async function refresh(): Promise<SubscriptionState> {
    if (typeof user !== 'string') return state;
    const asked = generation;
    try {
      const status = await check();
      if (asked !== generation) return state; // the user changed meanwhile: this answer is someone else's
      failing = false;
      set({ loading: false, ...status });
    } catch (error) {
      if (asked !== generation) return state;
      if (!failing) for (const listener of errorListeners) listener(error);
      failing = true;
      set({ ...state, loading: false });
    }
    return state;
  }

  function setUser(next: MonitoredUser) {
    if (next === user) return;
    user = next;
    generation++;
    failing = false;
    stopTimer();
    if (next === undefined) return set(initialSubscriptionState);
    if (next === null) return set({ loading: false, ...notSubscribed });
    set(initialSubscriptionState);
    void refresh();
    timer = setInterval(() => void refresh(), intervalMs);
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Same rule as `onError`, for listeners that come and go (a React effect). */
    subscribeToErrors(listener: (error: unknown) => void) {
      errorListeners.add(listener);
      return () => {
        errorListeners.delete(listener);
      };
    },
    setUser,
    refresh,
    /** Stops checking until the next setUser(). */
    stop() {
      generation++;
      stopTimer();
      user = STOPPED;
    },
  };
}

export type SubscriptionMonitor = ReturnType<typeof createSubscriptionMonitor>;
