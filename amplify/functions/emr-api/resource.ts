import { defineFunction } from '@aws-amplify/backend';

/**
 * The EMR API's resolver (api.ts). It lives in the data stack: it reads and writes the EMR
 * table and AppSync invokes it, so the table, the function and its data source deploy
 * together (amplify/backend.ts grants it the table and the user pool, nothing more).
 */
export const emrApi = defineFunction({
  name: 'emr-api',
  entry: './handler.ts',
  resourceGroupName: 'data',
  runtime: 22,
  timeoutSeconds: 15,
  memoryMB: 512,
});
