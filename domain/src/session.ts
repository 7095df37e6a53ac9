/**
 * Automatic logoff (HIPAA §164.312(a)(2)(iii)): how long a session may stay without user
 * activity, per clinic (`IdleLogoffMinutes` on the Clinic row), and how the browser tells the
 * server that a request is not the person's activity (the shell's status poll). The server
 * ends a session idle for longer; the browser warns `IDLE_LOGOFF.warningSeconds` before.
 */
export const IDLE_LOGOFF = {
  defaultMinutes: 15,
  minMinutes: 5,
  maxMinutes: 240,
  /** The browser's warning, with a countdown, before it signs out. */
  warningSeconds: 60,
} as const;

/**
 * Sent (value `1`) on requests a page makes by itself, on a timer; the server does not count
 * them as the person's activity.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-emr-background';

/** A clinic's idle time in minutes: its stored `IdleLogoffMinutes` when valid, else the default. */
export function idleLogoffMinutes(clinic: Record<string, unknown> | null | undefined): number {
  const stored = clinic?.['IdleLogoffMinutes'];
  return typeof stored === 'number' && Number.isInteger(stored) && stored >= IDLE_LOGOFF.minMinutes && stored <= IDLE_LOGOFF.maxMinutes
    ? stored
    : IDLE_LOGOFF.defaultMinutes;
}
