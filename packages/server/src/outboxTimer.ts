// The notification mail outbox (public.notifications) is sent by the notify-mail function whenever something calls
// it: the app right after a post. A mail that failed waits for its retry time (1, 4, 16, 64 minutes), when nobody
// may be posting, so this server calls notify-mail itself on a timer. A hosted project schedules the same call
// (docs/NOTIFICATIONS.md). Each call only sends what the database says is due, so a call with nothing due is cheap.

/** How often the outbox is looked at; a retry is due at most this late. */
export const OUTBOX_INTERVAL_MS = 60_000;

export type OutboxTimer = { stop(): void };

/** Calls `send` every `intervalMs` (never two at once); 0 turns the timer off. */
export function startOutboxTimer(send: () => Promise<unknown>, intervalMs: number = OUTBOX_INTERVAL_MS): OutboxTimer {
  if (intervalMs <= 0) return { stop() {} };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // notify-mail logs its own failures; one that threw here must not stop the next tick.
    send()
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // The timer alone never keeps the process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
