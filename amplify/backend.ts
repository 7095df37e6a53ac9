import { defineBackend } from '@aws-amplify/backend';
import { auth } from './auth/resource.ts';
import { hardenAuth } from './auth/hardening.ts';
import { data } from './data/resource.ts';
import { limitQueries } from './data/limits.ts';
import { routeModelToEmrApi } from './data/modelResolvers.ts';
import { protectTable } from './data/table.ts';
import { grantFunctionAccess } from './functions/access.ts';
import { emrApi } from './functions/emr-api/resource.ts';
import { MAIL_FROM, sendResetEmail } from './functions/send-reset-email/resource.ts';
import { storage } from './storage/resource.ts';
import { clinicFileAccess } from './storage/clinicFiles.ts';

/**
 * The cloud deployment (Amplify Gen 2). The embedded server in backend/ speaks the same
 * protocols; here emr-api applies its rules (docs/architecture.md, "The cloud backend").
 */
export const backend = defineBackend({ auth, data, storage, sendResetEmail, emrApi });

const { resources: authResources } = backend.auth;
hardenAuth(authResources);
protectTable(backend.data.resources.cfnResources.amplifyDynamoDbTables['EMR']!);
routeModelToEmrApi(backend.data.resources, backend.emrApi.resources.lambda);
limitQueries(backend.data.resources.cfnResources.cfnGraphqlApi);
grantFunctionAccess({
  apiId: backend.data.resources.graphqlApi.apiId,
  userPoolId: authResources.userPool.userPoolId,
  userPoolArn: authResources.userPool.userPoolArn,
  emrApi: backend.emrApi,
  sendResetEmail: backend.sendResetEmail,
  mailFrom: MAIL_FROM,
});
clinicFileAccess(backend.storage.resources, authResources.groups);
