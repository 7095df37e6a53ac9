/**
 * A small, behaviour-faithful stand-in for `aws-amplify/auth` over an in-memory user pool,
 * for component tests (jest.mock('aws-amplify/auth', …)). It answers like Amplify does
 * against the embedded server: the same results and next steps, the same error names and
 * messages as Cognito, and the clinic's password policy from `@emr/domain`, as the server enforces it.
 */
import { passwordPolicyMessage, unmetPasswordRules } from '@emr/domain';

export interface FakeAuthUser {
  sub: string;
  email: string;
  password: string;
  /** FORCE_CHANGE_PASSWORD: an invited user with a temporary password. */
  status?: 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';
  enabled?: boolean;
}

type StoredUser = Required<FakeAuthUser>;

export interface OutboxMail {
  to: string;
  kind: 'reset-password';
  code: string;
}

function cognitoError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

const INCORRECT = 'Incorrect username or password.';

function assertPasswordPolicy(password: string): void {
  const unmet = unmetPasswordRules(password);
  if (unmet.length > 0) throw cognitoError('InvalidPasswordException', passwordPolicyMessage(unmet));
}

function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return `${email.slice(0, 1)}***`;
  return `${email.slice(0, 1)}***@${email.slice(at + 1, at + 2)}***`;
}

export function createFakeAuth() {
  const users = new Map<string, StoredUser>();
  const codes = new Map<string, string>();
  const outbox: OutboxMail[] = [];
  const calls: { op: string; input: unknown }[] = [];
  let signedIn: { sub: string; token: string } | null = null;
  let pendingNewPassword: string | null = null;
  let challengeExpired = false;
  let tokenCount = 0;
  let codeCount = 0;

  const byLogin = (username: string) => users.get(username.trim().toLowerCase());
  const bySub = (sub: string) => [...users.values()].find((user) => user.sub === sub);
  const startSession = (user: StoredUser) => {
    tokenCount += 1;
    signedIn = { sub: user.sub, token: `access-token-${user.sub}-${tokenCount}` };
    pendingNewPassword = null;
  };

  const module = {
    async signIn(input: { username: string; password?: string }) {
      calls.push({ op: 'signIn', input });
      if (signedIn) throw cognitoError('UserAlreadyAuthenticatedException', 'There is already a signed in user.');
      const user = byLogin(input.username);
      if (!user || user.password !== input.password) throw cognitoError('NotAuthorizedException', INCORRECT);
      if (!user.enabled) throw cognitoError('NotAuthorizedException', 'User is disabled.');
      if (user.status === 'RESET_REQUIRED') return { isSignedIn: false, nextStep: { signInStep: 'RESET_PASSWORD' } };
      if (user.status === 'FORCE_CHANGE_PASSWORD') {
        pendingNewPassword = user.sub;
        challengeExpired = false;
        return { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] } };
      }
      startSession(user);
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    },

    async confirmSignIn(input: { challengeResponse: string }) {
      calls.push({ op: 'confirmSignIn', input });
      const user = pendingNewPassword ? bySub(pendingNewPassword) : undefined;
      if (!user) throw cognitoError('SignInException', 'An error occurred during the sign in process. Call signIn first.');
      assertPasswordPolicy(input.challengeResponse);
      if (challengeExpired) throw cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
      user.password = input.challengeResponse;
      user.status = 'CONFIRMED';
      startSession(user);
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    },

    async signOut() {
      calls.push({ op: 'signOut', input: undefined });
      signedIn = null;
      pendingNewPassword = null;
    },

    async fetchAuthSession() {
      if (!signedIn) return { tokens: undefined, credentials: undefined, identityId: undefined, userSub: undefined };
      const { sub, token } = signedIn;
      return {
        tokens: { accessToken: { toString: () => token, payload: { sub, token_use: 'access' } }, idToken: { toString: () => `id-${token}`, payload: { sub } } },
        userSub: sub,
        credentials: undefined,
        identityId: undefined,
      };
    },

    async fetchUserAttributes() {
      calls.push({ op: 'fetchUserAttributes', input: undefined });
      const user = signedIn ? bySub(signedIn.sub) : undefined;
      if (!user) throw cognitoError('UserUnAuthenticatedException', 'User needs to be authenticated to call this API.');
      return { sub: user.sub, email: user.email };
    },

    async getCurrentUser() {
      const user = signedIn ? bySub(signedIn.sub) : undefined;
      if (!user) throw cognitoError('UserUnAuthenticatedException', 'User needs to be authenticated to call this API.');
      return { username: user.sub, userId: user.sub, signInDetails: { loginId: user.email, authFlowType: 'USER_SRP_AUTH' } };
    },

    async resetPassword(input: { username: string }) {
      calls.push({ op: 'resetPassword', input });
      const user = byLogin(input.username);
      // the same answer for unknown addresses, so the form cannot be used to find accounts
      if (user?.enabled) {
        codeCount += 1;
        const code = String(100000 + codeCount * 7919).slice(0, 6);
        codes.set(user.sub, code);
        outbox.push({ to: user.email, kind: 'reset-password', code });
      }
      return {
        isPasswordReset: false,
        nextStep: {
          resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
          codeDeliveryDetails: { destination: maskEmail(user?.email ?? input.username.trim().toLowerCase()), deliveryMedium: 'EMAIL', attributeName: 'email' },
        },
      };
    },

    async confirmResetPassword(input: { username: string; confirmationCode: string; newPassword: string }) {
      calls.push({ op: 'confirmResetPassword', input });
      assertPasswordPolicy(input.newPassword);
      const user = byLogin(input.username);
      const code = user ? codes.get(user.sub) : undefined;
      if (!user || !code) throw cognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
      if (code !== input.confirmationCode.trim()) throw cognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
      codes.delete(user.sub);
      user.password = input.newPassword;
      user.status = 'CONFIRMED';
    },

    async updatePassword(input: { oldPassword: string; newPassword: string }) {
      calls.push({ op: 'updatePassword', input });
      const user = signedIn ? bySub(signedIn.sub) : undefined;
      if (!user) throw cognitoError('UserUnAuthenticatedException', 'User needs to be authenticated to call this API.');
      assertPasswordPolicy(input.newPassword);
      if (user.password !== input.oldPassword) throw cognitoError('NotAuthorizedException', INCORRECT);
      user.password = input.newPassword;
    },
  };

  return {
    /** The module to hand to jest.mock('aws-amplify/auth'). */
    module,
    outbox,
    calls,
    addUser(user: FakeAuthUser): void {
      users.set(user.email.toLowerCase(), { status: 'CONFIRMED', enabled: true, ...user });
    },
    user(email: string): StoredUser | undefined {
      return users.get(email.toLowerCase());
    },
    /** Signs a user in directly (a session restored from storage). */
    signInAs(email: string): void {
      const user = byLogin(email);
      if (!user) throw new Error(`no fake user ${email}`);
      startSession(user);
    },
    /** The NEW_PASSWORD_REQUIRED session runs out (Cognito keeps it a few minutes). */
    expireChallenge(): void {
      challengeExpired = true;
    },
    isSignedIn(): boolean {
      return signedIn !== null;
    },
    reset(): void {
      users.clear();
      codes.clear();
      outbox.length = 0;
      calls.length = 0;
      signedIn = null;
      pendingNewPassword = null;
    },
  };
}

/** The one instance the mocked module and the tests share. */
export const fakeAuth = createFakeAuth();
