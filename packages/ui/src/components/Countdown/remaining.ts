/** Whole days, hours, minutes and seconds left until `target`; `ended` once it is reached. */
export type Remaining = { days: number; hours: number; minutes: number; seconds: number; ended: boolean };

export function remaining(targetMs: number, nowMs: number): Remaining {
  const total = Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    ended: total === 0,
  };
}
