/** The Lambda entry of emr-api (api.ts), with the real DynamoDB and Cognito clients. */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { tableFromEnvironment } from '../shared/table.ts';
import { createEmrApi } from './api.ts';
import { createUserPool } from './userPool.ts';

export const handler = createEmrApi({
  table: tableFromEnvironment(),
  userPool: createUserPool(new CognitoIdentityProviderClient({}), process.env['EMR_USER_POOL_ID'] ?? ''),
});
