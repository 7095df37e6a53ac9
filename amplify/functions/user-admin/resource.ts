import { defineFunction } from '@aws-amplify/backend';

export const userAdmin = defineFunction({
  name: 'user-admin',
  entry: './handler.ts',
  // lives with auth, whose user pool it manages (avoids a circular stack dependency)
  resourceGroupName: 'auth',
});
