/**
 * The embedded Cognito user pool: JSON 1.1 operations (`handle`), access-token verification for
 * the rest of the server, the JWKS, and a synchronous user-management API.
 */
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

type Operation = (ctx: Ctx, body: Body, headers: RequestHeaders) => Promise<unknown>;

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
  AdminCreateUser: admin('AdminCreateUser'),
  AdminGetUser: admin('AdminGetUser'),
  AdminDisableUser: admin('AdminDisableUser'),
  AdminEnableUser: admin('AdminEnableUser'),
  AdminAddUserToGroup: admin('AdminAddUserToGroup'),
  AdminRemoveUserFromGroup: admin('AdminRemoveUserFromGroup'),
  AdminResetUserPassword: admin('AdminResetUserPassword'),
  AdminListGroupsForUser: admin('AdminListGroupsForUser'),
  ListUsers: admin('ListUsers'),
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
    async handle(target, rawBody, headers = {}) {
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
        const result = await operation(ctx, body, headers);
        return { status: 200, body: result };
      } catch (err) {
        if (err instanceof CognitoError) return errorResult(err);
        ctx.logError(`cognito: internal error in ${String(target)}`, err);
        return errorResult(new CognitoError('InternalErrorException', 'An internal error occurred.', 500));
      }
    },

    async verifyAccessToken(raw) {
      return (await verifyAccessToken(ctx, raw)).caller;
    },

    jwks() {
      return { keys: [{ ...ctx.key.publicJwk }] };
    },

    users: createUsersApi(ctx),
  };
}
