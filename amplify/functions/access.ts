/**
 * What each function may touch, and nothing more: named actions on named resources.
 * - emr-api: the EMR table's items and indexes (read, put, delete; transactions need no
 *   more; batch writes of access-log entries), and the user-pool administration calls of
 *   user administration.
 * - send-reset-email: reading the caller and the addressee (a get and index 6), and sending
 *   from the sender's verified SES domain.
 * The table's name is derived from the API id as Amplify names it (`EMR-<apiId>-NONE`), so
 * the functions do not depend on the model's own stack, which depends on them.
 */
import { Aws, Fn } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { indexName } from './shared/names.ts';

export const EMR_API_TABLE_ACTIONS = ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:Scan', 'dynamodb:BatchWriteItem'];
export const USER_POOL_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminResetUserPassword',
];

interface AmplifyFunction {
  resources: { lambda: IFunction };
  addEnvironment(name: string, value: string): void;
}

export function grantFunctionAccess({
  apiId,
  userPoolId,
  userPoolArn,
  emrApi,
  sendResetEmail,
  mailFrom,
}: {
  apiId: string;
  userPoolId: string;
  userPoolArn: string;
  emrApi: AmplifyFunction;
  sendResetEmail: AmplifyFunction;
  mailFrom: string;
}): void {
  const tableName = Fn.join('', ['EMR-', apiId, '-NONE']);
  const tableArn = Fn.join('', [`arn:${Aws.PARTITION}:dynamodb:${Aws.REGION}:${Aws.ACCOUNT_ID}:table/`, tableName]);
  const allow = (fn: AmplifyFunction, actions: string[], resources: string[]) => fn.resources.lambda.addToRolePolicy(new PolicyStatement({ actions, resources }));

  emrApi.addEnvironment('EMR_TABLE_NAME', tableName);
  emrApi.addEnvironment('EMR_USER_POOL_ID', userPoolId);
  allow(emrApi, EMR_API_TABLE_ACTIONS, [tableArn]);
  allow(emrApi, ['dynamodb:Query'], [`${tableArn}/index/*`]);
  allow(emrApi, USER_POOL_ACTIONS, [userPoolArn]);

  sendResetEmail.addEnvironment('EMR_TABLE_NAME', tableName);
  allow(sendResetEmail, ['dynamodb:GetItem'], [tableArn]);
  allow(sendResetEmail, ['dynamodb:Query'], [`${tableArn}/index/${indexName(6)}`]);
  const domain = mailFrom.split('@')[1] ?? mailFrom;
  allow(sendResetEmail, ['ses:SendEmail'], [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/${domain}`]);
}
