import { useEffect, useState } from 'react';

/** The time now, renewed every minute (the board's "in this status" column). */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Whole minutes from `since` to `now` (null without a start). */
export function minutesSince(since: string, now: number): number | null {
  const start = Date.parse(since);
  return Number.isNaN(start) ? null : Math.max(0, Math.floor((now - start) / 60_000));
}
