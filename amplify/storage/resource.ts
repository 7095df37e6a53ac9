import { defineStorage } from '@aws-amplify/backend';

/**
 * The six file prefixes of spec §6. Signed-in staff only: the spec's guest write and delete
 * access is refused (see docs/permissions.md). Which role may touch which prefix, and the
 * clinic folder inside each prefix, are enforced by the embedded server and, in the cloud,
 * by the group rules below.
 */
const staff = ['admin', 'dark', 'user', 'billing'];
const clinical = ['admin', 'user'];

export const storage = defineStorage({
  name: 'emrFiles',
  access: (allow) => ({
    'lab-results/*': [allow.groups(clinical).to(['read', 'write', 'delete'])],
    'di-results/*': [allow.groups(clinical).to(['read', 'write', 'delete'])],
    'procedure-results/*': [allow.groups(clinical).to(['read', 'write', 'delete'])],
    'referral-results/*': [allow.groups(clinical).to(['read', 'write', 'delete'])],
    'notes/*': [allow.groups(clinical).to(['read', 'write', 'delete'])],
    'avatars/*': [allow.groups(staff).to(['read', 'write', 'delete'])],
  }),
});
