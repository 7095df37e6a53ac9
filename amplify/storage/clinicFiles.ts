/**
 * File access in the cloud, from the role matrix (`fileAccess` in @emr/domain, the rules of
 * docs/permissions.md §5) and scoped to the caller's clinic: a file lives at
 * `<prefix>/<clinic>/<path>` (shared-ui's Amplify FileStore), and each group's role may
 * reach only `<prefix>/${aws:PrincipalTag/clinic}/…`, the clinic the identity pool copies
 * from the user's `custom:clinic_id` (auth/hardening.ts). An own avatar is
 * `avatars/<clinic>/<user id>` (also `.<ext>` or a folder of that name). Nothing for guests.
 * The bucket keeps every version of every file, so an overwrite or a delete loses nothing.
 */
import { FILE_PREFIXES, type FilePrefix, ROLES, type Role, abilityFor, fileAccess } from '@emr/domain';
import { Stack } from 'aws-cdk-lib';
import { type IRole, Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';

export const CLINIC = '${aws:PrincipalTag/clinic}';
export const USER = '${aws:PrincipalTag/user}';

/** The key patterns (below the bucket) a role may read and write for one prefix. */
export function filePaths(role: Role, prefix: FilePrefix): { read: string[]; write: string[]; delete: string[] } {
  const access = fileAccess(abilityFor(role), prefix);
  const all = [`${prefix}/${CLINIC}/*`];
  const own = [`${prefix}/${CLINIC}/${USER}`, `${prefix}/${CLINIC}/${USER}.*`, `${prefix}/${CLINIC}/${USER}/*`];
  const writable = access.write ? all : access.ownWriteDelete ? own : [];
  return { read: access.read ? all : [], write: writable, delete: access.delete ? all : access.ownWriteDelete ? own : [] };
}

function statements(bucket: IBucket, role: Role): PolicyStatement[] {
  const prefixes = Object.keys(FILE_PREFIXES) as FilePrefix[];
  const paths = prefixes.map((prefix) => filePaths(role, prefix));
  const objects = (pick: 'read' | 'write' | 'delete') => paths.flatMap((p) => p[pick]).map((path) => `${bucket.bucketArn}/${path}`);
  const listable = prefixes.filter((_, i) => paths[i]!.read.length > 0).flatMap((prefix) => [`${prefix}/${CLINIC}/*`, `${prefix}/${CLINIC}/`]);
  const made = [
    { actions: ['s3:GetObject'], resources: objects('read') },
    { actions: ['s3:PutObject'], resources: objects('write') },
    { actions: ['s3:DeleteObject'], resources: objects('delete') },
  ]
    .filter((s) => s.resources.length > 0)
    .map((s) => new PolicyStatement(s));
  if (listable.length > 0) {
    made.push(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn], conditions: { StringLike: { 's3:prefix': listable } } }));
  }
  return made;
}

export function clinicFileAccess(storage: { bucket: IBucket; cfnResources: { cfnBucket: CfnBucket } }, groups: Record<string, { role: IRole }>): void {
  storage.cfnResources.cfnBucket.versioningConfiguration = { status: 'Enabled' };
  const stack = Stack.of(storage.bucket);
  for (const role of ROLES) {
    const group = groups[role];
    if (!group) throw new Error(`The user pool has no group ${role}`);
    new Policy(stack, `ClinicFiles${role[0]!.toUpperCase()}${role.slice(1)}`, { statements: statements(storage.bucket, role), roles: [group.role] });
  }
}
