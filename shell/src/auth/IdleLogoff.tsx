/**
 * Automatic logoff (HIPAA §164.312(a)(2)(iii)). The clinic's idle time (`IdleLogoffMinutes`
 * on its Clinic row, default 15 minutes) runs from the person's last input: pointer, wheel,
 * touch or keyboard. A minute before it ends a dialog warns with a countdown and "Stay signed
 * in"; at the end the session is closed (Amplify's sign-out, the stored session and
 * userAbilityRules cleared) and /login says why.
 *
 * The server ends an idle session too, and it only sees requests: so input is reported to it
 * (Cognito GetUser, at most every 30 s), and the idle clock here runs from the last report,
 * never later than the server's. Reports go through localStorage, so every tab of the
 * browser shares one clock: input in one tab keeps the others open, and they all close
 * together. The clock compares times, not timer ticks, so a computer that slept through its
 * timers signs out on waking.
 */
import { IDLE_LOGOFF, idleLogoffMinutes } from '@emr/domain';
import { useOpenedOnce } from '@emr/shared-ui';
import { fetchUserAttributes } from 'aws-amplify/auth';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { signOutWithReason } from './session.ts';
import { useSignedInClinic } from './signedInClinic.ts';

/** localStorage key: when the server was last told of the person's input (epoch ms), shared by the tabs. */
export const LAST_ACTIVITY_KEY = 'emr.lastActivity';
/** Input is reported to the server at most this often. */
export const ACTIVITY_REPORT_MS = 30_000;
const TICK_MS = 1_000;
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

function sharedLastActivity(): number {
  try {
    return Number(globalThis.localStorage?.getItem(LAST_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}

function shareLastActivity(at: number): void {
  try {
    globalThis.localStorage?.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // storage disabled: this tab keeps its own clock
  }
}

/**
 * Runs the idle clock while mounted; returns the seconds left while the warning shows (else
 * null) and `stay`, which counts as input at once.
 */
export function useIdleLogoff(idleMinutes: number): { secondsLeft: number | null; stay: () => void } {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const lastReport = useRef(0);
  const warning = useRef(false);

  const report = useCallback(() => {
    const now = Date.now();
    lastReport.current = now;
    shareLastActivity(now);
    // any signed-in request tells the server; a refused one is the status poller's to handle
    fetchUserAttributes().catch(() => undefined);
  }, []);

  const stay = useCallback(() => {
    warning.current = false;
    setSecondsLeft(null);
    report();
  }, [report]);

  useEffect(() => {
    // opening the app (or signing in) is input
    report();
    const onInput = () => {
      if (!warning.current && Date.now() - lastReport.current >= ACTIVITY_REPORT_MS) report();
    };
    for (const type of INPUT_EVENTS) globalThis.addEventListener(type, onInput, { capture: true, passive: true });
    return () => {
      for (const type of INPUT_EVENTS) globalThis.removeEventListener(type, onInput, { capture: true });
    };
  }, [report]);

  useEffect(() => {
    const idleMs = idleMinutes * 60_000;
    let ended = false;
    const tick = () => {
      if (ended) return;
      const last = Math.max(lastReport.current, sharedLastActivity());
      const left = idleMs - (Date.now() - last);
      if (left <= 0) {
        ended = true;
        void signOutWithReason('idle');
        return;
      }
      warning.current = left <= IDLE_LOGOFF.warningSeconds * 1000;
      setSecondsLeft(warning.current ? Math.ceil(left / 1000) : null);
    };
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [idleMinutes]);

  return { secondsLeft, stay };
}

// the warning's dialog loads the first time it shows, not with every signed-in page
const IdleWarning = lazy(() => import('./IdleWarning.tsx').then((m) => ({ default: m.IdleWarning })));

/** The idle clock with the clinic's setting, and its warning (mounted once by the shell). */
export function IdleLogoff() {
  const clinic = useSignedInClinic();
  const { secondsLeft, stay } = useIdleLogoff(idleLogoffMinutes(clinic.data));
  return useOpenedOnce(secondsLeft !== null) ? (
    <Suspense fallback={null}>
      <IdleWarning secondsLeft={secondsLeft} onStay={stay} />
    </Suspense>
  ) : null;
}
