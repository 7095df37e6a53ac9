/**
 * The Cognito user pool calls behind user administration. A user is named by their `sub`
 * (the pool signs in with e-mail, so the sub is the user name); their clinic is the
 * `custom:clinic_id` attribute, which only this function writes (the app client cannot) and
 * which the identity pool turns into the principal tag that scopes file access.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminResetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '@emr/domain';
import { addressTaken } from '@emr/domain/server';
import { CLINIC_ATTRIBUTE } from '../shared/names.ts';

export function createUserPool(client: Pick<CognitoIdentityProviderClient, 'send'>, UserPoolId: string) {
  return {
    /** Creates the account (Cognito e-mails the invitation with a temporary password) in its group; returns its sub. */
    async createUser({ email, name, clinicId, role }: { email: string; name: string; clinicId: string; role: Role }): Promise<string> {
      let created;
      try {
        created = await client.send(
          new AdminCreateUserCommand({
            UserPoolId,
            Username: email,
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'name', Value: name },
              { Name: CLINIC_ATTRIBUTE, Value: clinicId },
            ],
            DesiredDeliveryMediums: ['EMAIL'],
          }),
        );
      } catch (error) {
        // one answer whatever clinic holds the address
        if ((error as Error).name === 'UsernameExistsException') throw addressTaken();
        throw error;
      }
      const sub = created.User?.Attributes?.find((attr) => attr.Name === 'sub')?.Value;
      if (!sub) throw new Error('AdminCreateUser answered without a sub');
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: sub, GroupName: role }));
      return sub;
    },

    /** Undoes a createUser whose User row could not be written. */
    async deleteUser(sub: string): Promise<void> {
      await client.send(new AdminDeleteUserCommand({ UserPoolId, Username: sub }));
    },

    /** Moves the account to exactly one group. */
    async setGroup(sub: string, role: Role): Promise<void> {
      const groups = await client.send(new AdminListGroupsForUserCommand({ UserPoolId, Username: sub }));
      for (const group of groups.Groups ?? []) {
        if (group.GroupName !== role) await client.send(new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: sub, GroupName: group.GroupName }));
      }
      if (!groups.Groups?.some((group) => group.GroupName === role)) {
        await client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: sub, GroupName: role }));
      }
    },

    /** Enables or disables the sign-in; disabling also ends every session (refresh tokens revoked). */
    async setEnabled(sub: string, enabled: boolean): Promise<void> {
      if (enabled) {
        await client.send(new AdminEnableUserCommand({ UserPoolId, Username: sub }));
      } else {
        await client.send(new AdminDisableUserCommand({ UserPoolId, Username: sub }));
        await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: sub }));
      }
    },

    /** Forces a password reset: Cognito e-mails a code and the user must choose a new password. */
    async resetPassword(sub: string): Promise<void> {
      await client.send(new AdminResetUserPasswordCommand({ UserPoolId, Username: sub }));
    },
  };
}

export type UserPool = ReturnType<typeof createUserPool>;
