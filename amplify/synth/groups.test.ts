/**
 * The group rules AppSync will enforce match the embedded server's: both are read here — the
 * synthesized authorization steps, and @emr/domain's `rulesForRole` (the CASL rules the
 * embedded server builds its ability from) and `CUSTOM_OPERATIONS` (the table both servers
 * check custom operations against) — and compared. A group gets through to a model operation
 * exactly when its role may take that action on some subject; to a custom operation exactly
 * when the table lists its role.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ENTITY_TYPES, GSI_NUMBERS, ROLES, type Role, abilityFor, rulesForRole } from '@emr/domain';
import { CUSTOM_OPERATIONS, type CustomOperation } from '@emr/domain/operations';
import introspection from '../generated/model-introspection.json' with { type: 'json' };
import { type Resource, mappingTemplate, resourcesOfType, stacks } from './templates.ts';

type Action = 'create' | 'read' | 'update' | 'delete';
const SUBJECTS = [...ENTITY_TYPES, 'Profile', 'ModuleSettings'] as const;

/** The roles whose rules (`rulesForRole`) allow `action` on at least one subject. */
function rolesAllowed(action: Action): Role[] {
  return ROLES.filter((role) => {
    assert.ok(rulesForRole(role).length > 0, `${role} has rules`);
    const ability = abilityFor(role);
    return SUBJECTS.some((subject) => ability.can(action, subject));
  });
}

/** The groups a synthesized authorization step lets through (its `staticGroupRoles`). */
function groupsIn(step: Resource): string[] {
  const text = mappingTemplate(step, 'Request') + mappingTemplate(step, 'Response');
  return [...new Set([...text.matchAll(/"claim":"cognito:groups","entity":"([^"]+)"/g)].map((match) => match[1]!))].sort();
}

function step(name: string): Resource {
  const all = [...resourcesOfType(stacks().emr, 'AWS::AppSync::FunctionConfiguration'), ...resourcesOfType(stacks().functions, 'AWS::AppSync::FunctionConfiguration')];
  const found = all.find(([, resource]) => resource.Properties?.['Name'] === name);
  assert.ok(found, `the authorization step ${name} was synthesized`);
  return found[1];
}

const MODEL_OPERATIONS: [string, Action][] = [
  ['QuerygetEMR', 'read'],
  ['QuerylistEMRS', 'read'],
  ...GSI_NUMBERS.map((n): [string, Action] => [`QuerylistByGSI${n}`, 'read']),
  ['MutationcreateEMR', 'create'],
  ['MutationupdateEMR', 'update'],
  ['MutationdeleteEMR', 'delete'],
];

describe('group authorization matches the role matrix', () => {
  for (const [operation, action] of MODEL_OPERATIONS) {
    test(`${operation}: the groups whose role may ${action} something`, () => {
      assert.deepEqual(groupsIn(step(`${operation}auth0Function`)), rolesAllowed(action).sort());
    });
  }

  for (const operation of Object.keys(CUSTOM_OPERATIONS) as CustomOperation[]) {
    test(`${operation}: the groups the domain's operations table lists`, () => {
      const expected = [...(CUSTOM_OPERATIONS[operation].roles as readonly Role[])].sort();
      const typeName = Object.hasOwn(introspection.queries, operation) ? 'Query' : 'Mutation';
      assert.ok(expected.length > 0);
      assert.deepEqual(groupsIn(step(`${typeName}${operation[0]!.toUpperCase()}${operation.slice(1)}AuthFN`)), expected);
    });
  }

  test('only an administrator may change a role, a status or force a password reset (docs/permissions.md §3)', () => {
    for (const operation of ['adminSetUserStatus', 'adminSetUserRole', 'adminResetUserPassword']) {
      assert.deepEqual(groupsIn(step(`Mutation${operation[0]!.toUpperCase()}${operation.slice(1)}AuthFN`)), ['admin']);
    }
  });
});
