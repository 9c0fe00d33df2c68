// A fixed-window counter per key, in this process's memory: enough to stop a script from mailing
// one address over and over or from flooding the list from one address. A hosted deployment with
// many instances gets a limit per instance (the database's unique email still dedupes rows).

export type RateLimiter = { allow(key: string, now?: number): boolean };

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
