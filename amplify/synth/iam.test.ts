/**
 * Least privilege in the synthesized templates: no statement anywhere allows every action of
 * a service (or all of them) on every resource, and each function of ours may use only the
 * named actions on the named resources it needs.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EMR_API_TABLE_ACTIONS, USER_POOL_ACTIONS } from '../functions/access.ts';
import { MAIL_FROM } from '../functions/send-reset-email/resource.ts';
import { indexName } from '../functions/shared/names.ts';
import { type Statement, asList, iamStatements, resourcesOfType, stacks } from './templates.ts';

const wildcardAction = (action: string) => action === '*' || action.endsWith(':*');
const onEverything = (statement: Statement) => asList(statement.Resource as unknown[]).some((resource) => resource === '*');

/** The statements of the policies attached to a function's role in the data stack (`<name>lambdaServiceRole…`). */
function functionStatements(name: string): Statement[] {
  const roleId = resourcesOfType(stacks().data, 'AWS::IAM::Role').find(([id]) => id.startsWith(`${name}lambdaServiceRole`))?.[0];
  assert.ok(roleId, `${name} has a role`);
  return iamStatements({ data: stacks().data })
    .filter(({ attachedTo }) => JSON.stringify(attachedTo).includes(`"${roleId}"`))
    .map(({ statement }) => statement);
}

const text = (value: unknown) => JSON.stringify(value);

describe('IAM', () => {
  test('no statement allows a wildcard action on every resource', () => {
    const statements = iamStatements(stacks().all);
    assert.ok(statements.length > 20, 'the templates were read');
    const broad = statements.filter(({ statement }) => statement.Effect === 'Allow' && onEverything(statement) && asList(statement.Action).some(wildcardAction));
    assert.deepEqual(broad.map(({ where }) => where), []);
  });

  test('emr-api may use the EMR table and its indexes, and administer the user pool; nothing else', () => {
    const statements = functionStatements('emrapi');
    const byActions = new Map(statements.map((statement) => [asList(statement.Action).join(','), statement]));
    assert.equal(statements.length, 3);
    const table = byActions.get(EMR_API_TABLE_ACTIONS.join(','))!;
    assert.match(text(table.Resource), /:table\/EMR-.*-NONE"\]\]\}$/);
    assert.match(text(byActions.get('dynamodb:Query')!.Resource), /-NONE\/index\/\*"/);
    assert.match(text(byActions.get(USER_POOL_ACTIONS.join(','))!.Resource), /UserPool.*Arn/);
    for (const statement of statements) {
      assert.ok(!asList(statement.Action).some((action) => action.includes('*')), text(statement.Action));
      assert.ok(!onEverything(statement), text(statement));
    }
    assert.ok(USER_POOL_ACTIONS.every((action) => action.startsWith('cognito-idp:Admin')));
  });

  test('send-reset-email may read the table (one item, index 6) and send from the sender domain only', () => {
    const statements = functionStatements('sendresetemail');
    assert.deepEqual(statements.map((statement) => statement.Action), ['dynamodb:GetItem', 'dynamodb:Query', 'ses:SendEmail']);
    assert.match(text(statements[1]!.Resource), new RegExp(`/index/${indexName(6)}"`));
    assert.match(text(statements[2]!.Resource), new RegExp(`:identity/${MAIL_FROM.split('@')[1]!.replaceAll('.', '\\.')}"`));
  });
});
