/**
 * A stopwatch for care time: start, the seconds running (ticking each second), stop → the
 * span clocked (start and end ISO times, and the minutes begun, at least 1). The server checks
 * the minutes saved fit between that start and end.
 */
import { useEffect, useState } from 'react';

export interface ClockedSpan {
  start: string;
  end: string;
  minutes: number;
}

export function useStopwatch(now: () => number = Date.now) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    if (startedAt === null) return undefined;
    const timer = setInterval(() => setElapsed(Math.floor((now() - startedAt) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [startedAt, now]);

  const start = () => {
    setStartedAt(now());
    setElapsed(0);
  };
  const stop = (): ClockedSpan | null => {
    if (startedAt === null) return null;
    const end = now();
    setStartedAt(null);
    return { start: new Date(startedAt).toISOString(), end: new Date(end).toISOString(), minutes: Math.max(1, Math.ceil((end - startedAt) / 60_000)) };
  };
  return { running: startedAt !== null, elapsed, start, stop };
}

/** Seconds as m:ss or h:mm:ss. */
export function formatElapsed(seconds: number): string {
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
