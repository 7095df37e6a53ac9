import { defineStorage } from '@aws-amplify/backend';

/**
 * The one bucket of the six file prefixes (spec §6). No access rules here: defineStorage's
 * rules cannot scope a path to the caller's clinic, so storage/clinicFiles.ts gives each
 * group its policy from the role matrix, inside `<prefix>/<clinic>/`. The spec's guest write
 * and delete access is refused (docs/permissions.md §1).
 */
export const storage = defineStorage({
  name: 'emrFiles',
  // a branch deployment keeps the bucket and its files when its stack is deleted (a sandbox never does)
  keepOnDelete: true,
});
