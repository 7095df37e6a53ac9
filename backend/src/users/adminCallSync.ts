/**
 * Admin calls made straight to the user pool (`POST /cognito`, AdminDisableUser, …) also
 * update the staff member's User record, as the GraphQL operations do (userAdmin.reconcile).
 */
import type { Caller } from '@emr/domain/server';
import type { CallerFrom } from '../http/caller.ts';
import type { CognitoService } from '../cognito/types.ts';
import type { UserAdmin } from './userAdmin.ts';

/** The user pool's service, with every successful `Admin*` call followed by the User record's reconciliation. */
export function withUserRecordSync(cognito: CognitoService, callerFrom: CallerFrom<Caller>, userAdmin: UserAdmin): CognitoService {
  return {
    ...cognito,
    async handle(target, rawBody, headers, source) {
      const result = await cognito.handle(target, rawBody, headers, source);
      if (result.status === 200 && target?.startsWith('AWSCognitoIdentityProviderService.Admin')) {
        try {
          const caller = await callerFrom({ headers: headers ?? {} });
          const username = String((JSON.parse(rawBody) as { Username?: unknown }).Username ?? '');
          const account = cognito.users.getByEmail(username) ?? cognito.users.get(username);
          if (account) userAdmin.reconcile(caller, account.sub);
        } catch (error) {
          console.error('could not bring the User record in line after', target, error);
        }
      }
      return result;
    },
  };
}
