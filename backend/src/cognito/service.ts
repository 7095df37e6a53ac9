/**
 * The embedded Cognito user pool: JSON 1.1 operations (`handle`), access-token verification for
 * the rest of the server, the JWKS, and a synchronous user-management API.
 */
import { USER_POOL_ADMIN_OPERATIONS } from '@emr/domain/operations';
import { createContext } from './context.ts';
import type { Ctx } from './context.ts';
import { CognitoError } from './errors.ts';
import { changePassword, confirmForgotPassword, forgotPassword, getUser } from './operations/account.ts';
import { adminOperation } from './operations/admin.ts';
import type { AdminOperation } from './operations/admin.ts';
import { getTokensFromRefreshToken, globalSignOut, revokeToken } from './operations/refresh.ts';
import { initiateAuth, respondToAuthChallenge } from './operations/signIn.ts';
import { verifyAccessToken } from './session.ts';
import type { CognitoOptions, CognitoService, HandleResult, RequestHeaders } from './types.ts';
import { createUsersApi } from './users.ts';
import { parseBody } from './validation.ts';
import type { Body } from './validation.ts';

export type {
  AuthUser,
  CognitoOptions,
  CognitoService,
  CognitoUsers,
  CreateUserInput,
  HandleResult,
  RequestHeaders,
  UserGroup,
  UserStatus,
  VerifiedCaller,
} from './types.ts';
export { CognitoError } from './errors.ts';

export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** `source` is the caller's network address, for the per-source limits. */
type Operation = (ctx: Ctx, body: Body, headers: RequestHeaders, source: string) => Promise<unknown>;

const admin =
  (op: AdminOperation): Operation =>
  (ctx, body, headers) =>
    adminOperation(ctx, op, body, headers);

const OPERATIONS: Record<string, Operation> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  RevokeToken: revokeToken,
  GlobalSignOut: globalSignOut,
  GetUser: getUser,
  ChangePassword: changePassword,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  // every admin call the domain's table names, each checked against its roles
  ...Object.fromEntries(Object.keys(USER_POOL_ADMIN_OPERATIONS).map((op) => [op, admin(op as AdminOperation)])),
};

function errorResult(err: CognitoError): HandleResult {
  return {
    status: err.status,
    body: { __type: err.type, message: err.message },
    headers: { 'x-amzn-errortype': err.type },
  };
}

export function createCognitoService(opts: CognitoOptions): CognitoService {
  const ctx = createContext(opts);

  return {
    async handle(target, rawBody, headers = {}, source = '') {
      try {
        if (typeof target !== 'string' || !target.startsWith(TARGET_PREFIX)) {
          throw new CognitoError(
            'UnknownOperationException',
            target ? `Unknown operation ${target}` : 'Missing x-amz-target header',
          );
        }
        const name = target.slice(TARGET_PREFIX.length);
        const operation = Object.hasOwn(OPERATIONS, name) ? OPERATIONS[name] : undefined;
        if (!operation) throw new CognitoError('UnknownOperationException', `Unknown operation ${target}`);
        const body = parseBody(typeof rawBody === 'string' ? rawBody : '');
        const result = await operation(ctx, body, headers, source);
        return { status: 200, body: result };
      } catch (err) {
        if (err instanceof CognitoError) return errorResult(err);
        ctx.logError(`cognito: internal error in ${String(target)}`, err);
        return errorResult(new CognitoError('InternalErrorException', 'An internal error occurred.', 500));
      }
    },

    async verifyAccessToken(raw, options) {
      return (await verifyAccessToken(ctx, raw, options)).caller;
    },

    jwks() {
      return { keys: [{ ...ctx.key.publicJwk }] };
    },

    users: createUsersApi(ctx),
  };
}
