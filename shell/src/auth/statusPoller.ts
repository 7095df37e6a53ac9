/**
 * The account-status check (spec §4, §7): every 30 s, while someone is signed in, the
 * person's own User record is read through the data client. Active keeps the session; any
 * other Status signs out — warning first, then userData, accessToken and userAbilityRules
 * cleared and a full page load of /login (nothing of the old session survives in memory).
 * A failed check is only logged, with one exception: a deactivated account can no longer
 * read its own record (the server refuses its token, and the user pool its refresh token).
 * So after a failed read the poller asks Amplify for fresh tokens: if the user pool refuses
 * (not a network error), the session is over — the spec's "not-authorized failure yields a
 * signed-out state" — and that is the inactive status arriving as an error.
 */
import { ERROR_TYPES } from '@emr/domain';
import { fetchAuthSession } from 'aws-amplify/auth';
import { records, sessionStore, toAppError, useNotify, useSession, selection } from '@emr/shared-ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNED_OUT_REASON_KEY } from './navigation.ts';
import { type SignedOutReason, signOutWithReason } from './session.ts';

/** The poll reads the account's status alone. */
const STATUS_FIELDS = selection('Status');

export const STATUS_POLL_INTERVAL_MS = 30_000;

export { SIGNED_OUT_REASON_KEY };

export interface StatusPollerOptions {
  intervalMs?: number;
  /** Shows the warning (before the session is cleared). */
  onInactive?: () => void;
}

/** Why the server refused the session after a failed read, or null when it did not (e.g. offline). */
async function endedByServer(error: unknown): Promise<SignedOutReason | null> {
  const appError = toAppError(error);
  if (appError.errorType === ERROR_TYPES.unauthorized && /disabled/i.test(appError.message)) return 'inactive';
  // the automatic logoff, when the page missed it (a computer that slept through its timers)
  if (appError.errorType === ERROR_TYPES.unauthorized && /inactivity/i.test(appError.message)) return 'idle';
  if (appError.errorType === ERROR_TYPES.network) return null;
  try {
    // Amplify answers a refused refresh with no tokens (NotAuthorizedException) and throws on network errors
    const session = await fetchAuthSession({ forceRefresh: true });
    return session.tokens?.accessToken ? null : 'inactive';
  } catch {
    return null;
  }
}

/**
 * Starts polling if someone is signed in (userData present); returns the function that
 * stops it. Stops by itself once userData is gone.
 */
export function startStatusPoller({ intervalMs = STATUS_POLL_INTERVAL_MS, onInactive }: StatusPollerOptions = {}): () => void {
  if (!sessionStore.getState().userData) return () => {};
  let stopped = false;
  let checking = false;
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  const check = async () => {
    const id = sessionStore.getState().userData?.id;
    if (!id) {
      stop();
      return;
    }
    if (checking) return;
    checking = true;
    try {
      let ended: SignedOutReason | null;
      try {
        // marked as the page's own request: a poll is not the person's activity (automatic logoff)
        const record = await records.get(id, { background: true, selectionSet: STATUS_FIELDS });
        ended = record?.['Status'] === 'Active' ? null : 'inactive';
      } catch (error) {
        ended = await endedByServer(error);
        if (!ended) throw error;
      }
      if (ended && !stopped) {
        stop();
        if (ended === 'inactive') onInactive?.();
        await signOutWithReason(ended);
      }
    } catch (error) {
      console.error('Account status check failed', error);
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  return stop;
}

/** Runs the poller while someone is signed in (the shell mounts this once). */
export function useStatusPoller(intervalMs: number = STATUS_POLL_INTERVAL_MS): void {
  const userId = useSession((state) => state.userData?.id ?? null);
  const notify = useNotify();
  const { t } = useTranslation('shell');
  const warn = useRef(() => {});
  useEffect(() => {
    warn.current = () => notify('warning', t('auth.status.inactiveTitle'), t('auth.status.inactive'));
  }, [notify, t]);
  useEffect(() => {
    if (!userId) return undefined;
    return startStatusPoller({ intervalMs, onInactive: () => warn.current() });
  }, [userId, intervalMs]);
}
