/**
 * The session's two ends. `completeSignIn` runs after Amplify has signed the person in: it
 * reads the access token and the person's EMR User record, and stores userData, the token
 * and the role's CASL rules (spec §3–§4). `signOutAndRedirect` is the way out: Amplify's
 * sign-out, the stored session and the query cache cleared, then the login page.
 */
import { isRole, rulesForRole } from '@emr/domain';
import { type UserData, queryClient, records, sessionStore, str, selection } from '@emr/shared-ui';
import { fetchAuthSession, getCurrentUser } from 'aws-amplify/auth';
import { amplifySignOut } from './amplifySignOut.ts';
import { loadClinicTimeZone } from './signedInClinic.ts';
import { type NavigateTo, SIGNED_OUT_REASON_KEY, browserLocation, navigateTo, setSignOutTarget } from './navigation.ts';
import { ROLE_HOMES, loginPath } from './paths.ts';

export { amplifySignOut };

export type SignInOutcome =
  | { status: 'signedIn'; userData: UserData; home: string }
  /** The User record has no known role: signed out again, with a console warning. */
  | { status: 'noRole' }
  /** The User record's Status is not Active: signed out again. */
  | { status: 'inactive' };

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** What the session keeps of the signed-in person's User record. */
const SIGNED_IN_FIELDS = selection('ClinicID', 'Role', 'Status', 'FullName', 'Email', 'Avatar');

/** After Amplify's sign-in: token → sub → User record → stored session. */
export async function completeSignIn(): Promise<SignInOutcome> {
  try {
    const session = await fetchAuthSession();
    const accessToken = session.tokens?.accessToken?.toString();
    if (!accessToken) throw namedError('NoSessionFoundException', 'Auth session was not found.');
    const { userId, signInDetails } = await getCurrentUser();
    const record = await records.get(userId, { selectionSet: SIGNED_IN_FIELDS });
    const role = record?.['Role'];
    if (!record || !isRole(role)) {
      console.warn('No user role found');
      await amplifySignOut();
      sessionStore.getState().signOut();
      return { status: 'noRole' };
    }
    if (record['Status'] !== 'Active') {
      await amplifySignOut();
      sessionStore.getState().signOut();
      return { status: 'inactive' };
    }
    const userData: UserData = {
      id: record.id,
      Role: role,
      FullName: str(record['FullName']),
      Email: str(record['Email']) || str(signInDetails?.loginId),
      ClinicID: record.ClinicID,
      Avatar: typeof record['Avatar'] === 'string' ? record['Avatar'] : null,
    };
    setSignOutTarget(null);
    // the clinic's time zone before the first page: every time and "today" is the clinic's
    await loadClinicTimeZone(record.ClinicID);
    sessionStore.getState().signIn(userData, accessToken, rulesForRole(role));
    return { status: 'signedIn', userData, home: ROLE_HOMES[role] };
  } catch (error) {
    // half a session is worse than none: the next attempt starts clean
    await amplifySignOut();
    throw error;
  }
}

/**
 * Clears the stored session and the query cache, and goes to `target` (guards follow it
 * too) with `navigate` when given, else the registered router or a page load.
 */
export function endSession(target: string, navigate: NavigateTo = navigateTo): void {
  setSignOutTarget(target);
  sessionStore.getState().signOut();
  queryClient.clear();
  navigate(target, { replace: true });
}

/**
 * Signs out everywhere in this browser and goes to the login page, carrying `wantedPath`
 * (none for the root).
 */
export async function signOutAndRedirect(wantedPath?: string): Promise<void> {
  await amplifySignOut();
  endSession(loginPath(wantedPath));
}

/** Why the server or the page ended a session; the login page says it after the reload. */
export type SignedOutReason = 'inactive' | 'idle';

/**
 * Ends the session for `reason`: Amplify's sign-out (which revokes the refresh token), the
 * stored session (userData, accessToken, userAbilityRules) and the query cache cleared, then
 * a full page load of /login, so nothing of the old session survives in memory.
 */
export async function signOutWithReason(reason: SignedOutReason): Promise<void> {
  try {
    globalThis.sessionStorage?.setItem(SIGNED_OUT_REASON_KEY, reason);
  } catch {
    // storage disabled: the login page simply says nothing
  }
  await amplifySignOut();
  sessionStore.getState().signOut();
  queryClient.clear();
  browserLocation.assign('/login');
}
