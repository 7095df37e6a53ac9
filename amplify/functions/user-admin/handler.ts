import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminResetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AppSyncResolverEvent } from 'aws-lambda';

const cognito = new CognitoIdentityProviderClient();
const UserPoolId = process.env['AMPLIFY_AUTH_USERPOOL_ID'];
const ROLES = ['admin', 'dark', 'user', 'billing'];

type Args = { email?: string; fullName?: string; role?: string; userId?: string; status?: string };

/**
 * Cloud implementation of the user-administration mutations (the embedded server answers
 * the same mutations itself). The app writes the matching User record through the Data
 * client after a successful call; the server-side rules check clinic and role.
 */
export const handler = async (event: AppSyncResolverEvent<Args>): Promise<Record<string, unknown>> => {
  const args = event.arguments;
  const Username = args.userId ?? '';
  switch (event.info.fieldName) {
    case 'adminCreateUser': {
      if (!args.role || !ROLES.includes(args.role)) throw new Error(`Unknown role ${args.role ?? ''}`);
      const created = await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId,
          Username: args.email,
          UserAttributes: [
            { Name: 'email', Value: args.email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'name', Value: args.fullName },
          ],
          DesiredDeliveryMediums: ['EMAIL'],
        }),
      );
      const sub = created.User?.Attributes?.find((attr) => attr.Name === 'sub')?.Value;
      await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: created.User?.Username, GroupName: args.role }));
      return { userId: sub, status: created.User?.UserStatus };
    }
    case 'adminSetUserStatus':
      if (args.status === 'Active') {
        await cognito.send(new AdminEnableUserCommand({ UserPoolId, Username }));
      } else {
        await cognito.send(new AdminDisableUserCommand({ UserPoolId, Username }));
        await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username }));
      }
      return { userId: Username, status: args.status };
    case 'adminSetUserRole': {
      if (!args.role || !ROLES.includes(args.role)) throw new Error(`Unknown role ${args.role ?? ''}`);
      const groups = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId, Username }));
      for (const group of groups.Groups ?? []) {
        await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId, Username, GroupName: group.GroupName }));
      }
      await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username, GroupName: args.role }));
      return { userId: Username, role: args.role };
    }
    case 'adminResetUserPassword':
      await cognito.send(new AdminResetUserPasswordCommand({ UserPoolId, Username }));
      return { userId: Username };
    default:
      throw new Error(`Unknown operation ${event.info.fieldName}`);
  }
};
