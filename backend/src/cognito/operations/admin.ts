/**
 * Admin operations. Real Cognito wants SigV4 IAM credentials; here the caller sends the raw
 * access token of a staff member in the `authorization` header, whose role must be one the
 * domain's USER_POOL_ADMIN_OPERATIONS table allows for the operation (the same table as the
 * custom GraphQL operations' rules), and may only touch users of their own clinic.
 */
import { AppError, type Role } from '@emr/domain';
import { USER_POOL_ADMIN_OPERATIONS, type UserPoolAdminOperation, mayCall } from '@emr/domain/operations';
import { assertMayChoosePassword, assertMayGrant } from '@emr/domain/server';
import { bearerToken } from '../../http/caller.ts';
import { assertUserPoolId } from '../context.ts';
import type { Ctx } from '../context.ts';
import { CognitoError, invalidParameter, notAuthorized } from '../errors.ts';
import { verifyAccessToken } from '../session.ts';
import type { RequestHeaders, VerifiedCaller } from '../types.ts';
import { USER_GROUPS, isUserGroup } from '../userRepository.ts';
import type { AuthUserRecord, UserGroup } from '../userRepository.ts';
import { assertAddressFree, createUser, createUsersApi, resendInvitation, userNotFound } from '../users.ts';
import {
  isEmail,
  normalizeEmail,
  optionalAttributeList,
  optionalInteger,
  optionalString,
  optionalStringList,
  optionalStringMap,
  requireString,
} from '../validation.ts';
import type { Body } from '../validation.ts';
import { userAttributes } from './account.ts';

export type AdminOperation = UserPoolAdminOperation;

async function authorize(ctx: Ctx, op: AdminOperation, headers: RequestHeaders): Promise<VerifiedCaller> {
  const raw = bearerToken({ headers });
  if (!raw) throw notAuthorized(`${op} requires the access token of an administrator in the authorization header.`);
  const { caller } = await verifyAccessToken(ctx, raw);
  if (mayCall(USER_POOL_ADMIN_OPERATIONS, op, caller.group)) return caller;
  throw new CognitoError('AccessDeniedException', `User is not authorized to perform ${op}.`, 403);
}

/** The domain's grant rules (`assertMayGrant`, `assertMayChoosePassword`) in the user pool's words. */
function granting(check: () => void): void {
  try {
    check();
  } catch (error) {
    if (error instanceof AppError) throw new CognitoError('AccessDeniedException', error.message, 403);
    throw error;
  }
}

/** The group a new account is created in: the basic `user` group, which only a role holding its rights may give. */
const NEW_ACCOUNT_GROUP: Role = 'user';

/** Finds the target user by e-mail or sub, within the caller's clinic only. */
function target(ctx: Ctx, caller: VerifiedCaller, username: string): AuthUserRecord {
  const user = ctx.repo.findByLogin(username);
  if (!user || user.clinicId !== caller.clinicId) throw userNotFound();
  return user;
}

function epochSeconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

function userType(user: AuthUserRecord, attributesToGet?: readonly string[]) {
  const attrs = userAttributes(user);
  return {
    Username: user.sub,
    Attributes: attributesToGet ? attrs.filter((a) => attributesToGet.includes(a.Name)) : attrs,
    UserCreateDate: epochSeconds(user.createdAt),
    UserLastModifiedDate: epochSeconds(user.updatedAt),
    Enabled: user.enabled,
    UserStatus: user.userStatus,
  };
}

function groupType(ctx: Ctx, group: UserGroup) {
  return { GroupName: group, UserPoolId: ctx.userPoolId, Precedence: USER_GROUPS.indexOf(group) };
}

function commonInput(ctx: Ctx, body: Body): string {
  const poolId = requireString(body, 'UserPoolId', { max: 55 });
  assertUserPoolId(ctx, poolId);
  return poolId;
}

function groupName(body: Body): UserGroup {
  const name = requireString(body, 'GroupName', { max: 128 });
  if (!isUserGroup(name)) throw new CognitoError('ResourceNotFoundException', 'Group not found.');
  return name;
}

export async function adminOperation(ctx: Ctx, op: AdminOperation, body: Body, headers: RequestHeaders): Promise<unknown> {
  const caller = await authorize(ctx, op, headers);
  commonInput(ctx, body);
  const users = createUsersApi(ctx);

  switch (op) {
    case 'AdminCreateUser': {
      const username = requireString(body, 'Username', { max: 128 });
      const attributes = optionalAttributeList(body, 'UserAttributes') ?? [];
      const temporaryPassword = optionalString(body, 'TemporaryPassword', { max: 256 });
      const messageAction = optionalString(body, 'MessageAction', { max: 16 });
      optionalStringList(body, 'DesiredDeliveryMediums');
      optionalStringMap(body, 'ClientMetadata');
      if (messageAction !== undefined && messageAction !== 'SUPPRESS' && messageAction !== 'RESEND') {
        throw invalidParameter('MessageAction must be SUPPRESS or RESEND');
      }
      granting(() => assertMayChoosePassword(caller, { temporaryPassword: temporaryPassword !== undefined, suppressInvitation: messageAction === 'SUPPRESS' }));
      if (messageAction === 'RESEND') {
        const user = target(ctx, caller, username);
        resendInvitation(ctx, user.sub);
        const updated = ctx.repo.getBySub(user.sub);
        return { User: userType(updated ?? user) };
      }
      let email = normalizeEmail(username);
      let name = '';
      for (const { Name, Value } of attributes) {
        if (Name === 'email') {
          if (normalizeEmail(Value) !== email) throw invalidParameter('email must equal Username');
          email = normalizeEmail(Value);
        } else if (Name === 'name') name = Value;
        else if (Name === 'email_verified') continue;
        else throw invalidParameter(`Attribute ${Name} cannot be set here.`);
      }
      if (!isEmail(email)) throw invalidParameter('Username should be an email.');
      granting(() => assertMayGrant(caller, NEW_ACCOUNT_GROUP));
      assertAddressFree(ctx, email, caller.sub);
      const { sub } = ctx.db.transaction(() =>
        createUser(ctx, {
          email,
          name,
          clinicId: caller.clinicId,
          group: NEW_ACCOUNT_GROUP,
          ...(temporaryPassword !== undefined ? { temporaryPassword } : {}),
          sendInvitation: messageAction !== 'SUPPRESS',
        }),
      )();
      const created = ctx.repo.getBySub(sub);
      if (!created) throw new Error('user vanished after creation');
      return { User: userType(created) };
    }
    case 'AdminGetUser': {
      const user = target(ctx, caller, requireString(body, 'Username', { max: 128 }));
      const t = userType(user);
      return {
        Username: t.Username,
        UserAttributes: t.Attributes,
        UserCreateDate: t.UserCreateDate,
        UserLastModifiedDate: t.UserLastModifiedDate,
        Enabled: t.Enabled,
        UserStatus: t.UserStatus,
      };
    }
    case 'AdminDisableUser':
    case 'AdminEnableUser': {
      const user = target(ctx, caller, requireString(body, 'Username', { max: 128 }));
      const enable = op === 'AdminEnableUser';
      if (!enable && user.sub === caller.sub) throw invalidParameter('You cannot disable your own account.');
      ctx.db.transaction(() => users.setEnabled(user.sub, enable))();
      return {};
    }
    case 'AdminAddUserToGroup': {
      const user = target(ctx, caller, requireString(body, 'Username', { max: 128 }));
      const group = groupName(body);
      granting(() => assertMayGrant(caller, group));
      // A user is in exactly one group: adding moves them.
      if (user.sub === caller.sub && group !== 'admin') throw invalidParameter('You cannot remove your own admin role.');
      users.setGroup(user.sub, group);
      return {};
    }
    case 'AdminRemoveUserFromGroup': {
      const user = target(ctx, caller, requireString(body, 'Username', { max: 128 }));
      const group = groupName(body);
      if (user.group === group && group !== 'user') {
        if (user.sub === caller.sub) throw invalidParameter('You cannot remove your own admin role.');
        // Everyone belongs to some group; leaving one falls back to the basic `user` group.
        users.setGroup(user.sub, 'user');
      }
      return {};
    }
    case 'AdminResetUserPassword': {
      const user = target(ctx, caller, requireString(body, 'Username', { max: 128 }));
      optionalStringMap(body, 'ClientMetadata');
      ctx.db.transaction(() => users.adminResetPassword(user.sub))();
      return {};
    }
    case 'AdminListGroupsForUser': {
      const user = target(ctx, caller, requireString(body, 'Username', { max: 128 }));
      optionalInteger(body, 'Limit', 0, 60);
      optionalString(body, 'NextToken');
      return { Groups: [groupType(ctx, user.group)] };
    }
    case 'ListUsers':
      return listUsers(ctx, caller, body);
  }
}

type Filter = (user: AuthUserRecord) => boolean;

const FILTER_RE = /^\s*([\w:]+)\s*(=|\^=)\s*"((?:[^"\\]|\\.)*)"\s*$/;

function parseFilter(text: string): Filter {
  const m = FILTER_RE.exec(text);
  if (!m) throw invalidParameter('Filter must look like: attribute = "value" or attribute ^= "value"');
  const [, attribute, operator, quoted] = m as unknown as [string, string, string, string];
  const value = quoted.replace(/\\(.)/g, '$1');
  const read: Record<string, (u: AuthUserRecord) => string> = {
    username: (u) => u.sub,
    sub: (u) => u.sub,
    email: (u) => u.email,
    name: (u) => u.name,
    status: (u) => (u.enabled ? 'Enabled' : 'Disabled'),
    'cognito:user_status': (u) => u.userStatus,
  };
  const get = Object.hasOwn(read, attribute) ? read[attribute] : undefined;
  if (!get) throw invalidParameter(`Filtering on ${attribute} is not supported`);
  const caseless = attribute === 'email';
  const want = caseless ? value.toLowerCase() : value;
  return (u) => {
    const have = caseless ? get(u).toLowerCase() : get(u);
    return operator === '=' ? have === want : have.startsWith(want);
  };
}

function listUsers(ctx: Ctx, caller: VerifiedCaller, body: Body) {
  const limit = optionalInteger(body, 'Limit', 1, 60) ?? 60;
  const token = optionalString(body, 'PaginationToken', { max: 512 });
  const filterText = optionalString(body, 'Filter', { max: 256 });
  const attributesToGet = optionalStringList(body, 'AttributesToGet');
  const filter = filterText ? parseFilter(filterText) : () => true;
  let after = '';
  if (token !== undefined) {
    after = Buffer.from(token, 'base64url').toString('utf8');
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(after)) throw invalidParameter('Invalid PaginationToken');
  }
  const found: AuthUserRecord[] = [];
  let more = false;
  for (;;) {
    const page = ctx.repo.listByClinic(caller.clinicId, after, 500);
    for (const user of page) {
      after = user.sub;
      if (!filter(user)) continue;
      if (found.length === limit) {
        more = true;
        break;
      }
      found.push(user);
    }
    if (more || page.length < 500) break;
  }
  const last = found.at(-1);
  return {
    Users: found.map((u) => userType(u, attributesToGet)),
    ...(more && last ? { PaginationToken: Buffer.from(last.sub, 'utf8').toString('base64url') } : {}),
  };
}
