// A fixed-window counter per key: enough to stop a script from mailing one address over and over or from flooding
// the list from one address. On the embedded server the count lives in the database (all servers count together);
// a hosted deployment with many instances gets one per instance (the database's unique email still dedupes rows).

export type RateLimiter = { allow(key: string, now?: number): boolean | Promise<boolean> };

/**
 * The count kept in the database when the server offers it (`env.rateLimit`: the embedded server, so several servers
 * on one database count together), else this process's own.
 */
export function sharedRateLimiter(
  rateLimit: ((key: string, limit: number, windowMs: number) => Promise<boolean>) | undefined,
  name: string,
  limit: number,
  windowMs: number,
  local: RateLimiter,
): RateLimiter {
  return rateLimit ? { allow: (key) => rateLimit(`${name}:${key}`, limit, windowMs) } : local;
}

export function createRateLimiter(limit: number, windowMs: number, maxKeys = 10_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    allow(key, now = Date.now()) {
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        if (windows.size >= maxKeys) {
          // Forget expired windows first; if all are live, drop the oldest to bound memory.
          for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      if (current.count >= limit) return false;
      current.count += 1;
      return true;
    },
  };
}
