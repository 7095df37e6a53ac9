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
import { queryClient, records, sessionStore, toAppError, useNotify, useSession } from '@emr/shared-ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNED_OUT_REASON_KEY, browserLocation } from './navigation.ts';
import { amplifySignOut } from './session.ts';

export const STATUS_POLL_INTERVAL_MS = 30_000;

export { SIGNED_OUT_REASON_KEY };

export interface StatusPollerOptions {
  intervalMs?: number;
  /** Shows the warning (before the session is cleared). */
  onInactive?: () => void;
}

async function deactivatedByServer(error: unknown): Promise<boolean> {
  const appError = toAppError(error);
  if (appError.errorType === ERROR_TYPES.unauthorized && /disabled/i.test(appError.message)) return true;
  if (appError.errorType === ERROR_TYPES.network) return false;
  try {
    // Amplify answers a refused refresh with no tokens (NotAuthorizedException) and throws on network errors
    const session = await fetchAuthSession({ forceRefresh: true });
    return !session.tokens?.accessToken;
  } catch {
    return false;
  }
}

async function signOutInactive(onInactive: (() => void) | undefined): Promise<void> {
  onInactive?.();
  try {
    globalThis.sessionStorage?.setItem(SIGNED_OUT_REASON_KEY, 'inactive');
  } catch {
    // storage disabled: the toast was the warning
  }
  await amplifySignOut();
  sessionStore.getState().signOut();
  queryClient.clear();
  browserLocation.assign('/login');
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
      let inactive: boolean;
      try {
        const record = await records.get(id);
        inactive = record?.['Status'] !== 'Active';
      } catch (error) {
        if (!(await deactivatedByServer(error))) throw error;
        inactive = true;
      }
      if (inactive && !stopped) {
        stop();
        await signOutInactive(onInactive);
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
