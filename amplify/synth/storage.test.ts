/**
 * The synthesized file bucket and who may touch it: the six prefixes of spec §6 with the
 * rules of docs/permissions.md §5 (the CASL ability of @emr/domain's `rulesForRole`), every path inside
 * the caller's clinic folder, own avatars only where the matrix says so, nothing for guests.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FILE_PREFIXES, type FilePrefix, ROLES, type Role, abilityFor } from '@emr/domain';
import { type Statement, asList, iamStatements, onlyResourceOfType, resourcesOfType, stacks } from './templates.ts';

const CLINIC = '${aws:PrincipalTag/clinic}';
const USER = '${aws:PrincipalTag/user}';
const PREFIXES = Object.keys(FILE_PREFIXES) as FilePrefix[];

/** `<one of the six prefixes>/<the caller's clinic>/…` */
const inClinicFolder = (path: string) => PREFIXES.some((prefix) => path.startsWith(`${prefix}/${CLINIC}/`));

/** The group role of a role, as the auth stack names it (`amplifyAuth<role>GroupRole…`). */
function groupRoleOutput(role: Role): RegExp {
  return new RegExp(`amplifyAuth${role}GroupRole`);
}

/** The object keys (after the bucket ARN) a statement with `action` grants to a role. */
function grantedPaths(role: Role, action: string): string[] {
  return iamStatements({ storage: stacks().storage })
    .filter(({ attachedTo }) => groupRoleOutput(role).test(JSON.stringify(attachedTo)))
    .filter(({ statement }) => statement.Effect === 'Allow' && asList(statement.Action).includes(action))
    .flatMap(({ statement }) => asList(statement.Resource as unknown[]))
    .map((resource) => {
      const parts = (resource as { 'Fn::Join': [string, unknown[]] })['Fn::Join']?.[1] ?? [];
      return String(parts.at(-1) ?? '').replace(/^\//, '');
    });
}

describe('the file bucket', () => {
  test('keeps every version of every file and refuses plain HTTP', () => {
    const [, bucket] = onlyResourceOfType(stacks().storage, 'AWS::S3::Bucket');
    assert.deepEqual(bucket.Properties?.['VersioningConfiguration'], { Status: 'Enabled' });
    const [, policy] = onlyResourceOfType(stacks().storage, 'AWS::S3::BucketPolicy');
    const statements = (policy.Properties?.['PolicyDocument'] as { Statement: Statement[] }).Statement;
    assert.ok(statements.some((s) => s.Effect === 'Deny' && JSON.stringify(s.Condition) === JSON.stringify({ Bool: { 'aws:SecureTransport': 'false' } })));
  });

  test('each role reads, writes and deletes exactly what the role matrix gives it, inside its clinic folder', () => {
    for (const role of ROLES) {
      const ability = abilityFor(role);
      const [reads, writes, deletes] = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'].map((action) => grantedPaths(role, action));
      for (const prefix of PREFIXES) {
        const kind = FILE_PREFIXES[prefix];
        const all = `${prefix}/${CLINIC}/*`;
        const own = `${prefix}/${CLINIC}/${USER}`;
        const readsAll = prefix === 'avatars' || ability.can('read', kind);
        const writesAll = prefix === 'avatars' ? ability.can('update', kind) : ability.can('create', kind) || ability.can('update', kind);
        const deletesAll = prefix === 'avatars' ? ability.can('update', kind) : ability.can('delete', kind);
        const ownAvatar = prefix === 'avatars' && !writesAll && ability.can('update', 'Profile', 'Avatar');
        assert.equal(reads!.includes(all), readsAll, `${role} reads ${prefix}`);
        assert.equal(writes!.includes(all), writesAll, `${role} writes ${prefix}`);
        assert.equal(deletes!.includes(all), deletesAll, `${role} deletes ${prefix}`);
        assert.equal(writes!.includes(own), ownAvatar, `${role} writes only its own ${prefix}`);
        assert.equal(deletes!.includes(own), ownAvatar, `${role} deletes only its own ${prefix}`);
      }
      for (const path of [...reads!, ...writes!, ...deletes!]) {
        assert.ok(inClinicFolder(path), `${role}: ${path} is inside the caller's clinic folder of one of the six prefixes`);
      }
    }
  });

  test("listing is limited to the caller's clinic folders", () => {
    const lists = iamStatements({ storage: stacks().storage }).filter(({ statement }) => asList(statement.Action).includes('s3:ListBucket'));
    assert.ok(lists.length >= ROLES.length);
    for (const { statement } of lists) {
      const prefixes = asList(statement.Condition?.['StringLike']?.['s3:prefix'] as string[]);
      assert.ok(prefixes.length > 0);
      assert.ok(prefixes.every(inClinicFolder), JSON.stringify(prefixes));
    }
  });

  test('guests get nothing: no policy names the unauthenticated role, and no statement anywhere lets anyone write without signing in', () => {
    const attachedToGuests = iamStatements(stacks().all).filter(({ attachedTo }) => /unauthenticated/i.test(JSON.stringify(attachedTo)));
    assert.deepEqual(attachedToGuests, []);
    const policies = resourcesOfType(stacks().storage, 'AWS::IAM::Policy');
    assert.ok(policies.length >= ROLES.length);
    for (const [, policy] of policies) assert.ok(!/unauthenticated/i.test(JSON.stringify(policy.Properties?.['Roles'])));
  });
});
