/**
 * The synthesized AppSync API and DynamoDB table (amplify/cdk.out, from `npm run synth`):
 * the EMR model with every field of the introspection, its eleven secondary indexes and
 * listByGSI1…11, user-pool sign-in only, no subscriptions, and a table a clinic can trust.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GSI_NUMBERS } from '@emr/domain';
import { QUERY_LIMITS } from '@emr/domain/server';
import { type FieldDefinitionNode, type ObjectTypeDefinitionNode, Kind, parse } from 'graphql';
import introspection from '../generated/model-introspection.json' with { type: 'json' };
import { indexName } from '../functions/shared/names.ts';
import { assetText, onlyResourceOfType, resourcesOfType, stacks, synthesizedIntrospection } from './templates.ts';

function schemaTypes(): Map<string, ObjectTypeDefinitionNode> {
  const [, schema] = onlyResourceOfType(stacks().data, 'AWS::AppSync::GraphQLSchema');
  const document = parse(assetText(schema.Properties?.['DefinitionS3Location']));
  const types = new Map<string, ObjectTypeDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION) types.set(definition.name.value, definition);
  }
  return types;
}

const fieldsOf = (type: ObjectTypeDefinitionNode | undefined): Map<string, FieldDefinitionNode> =>
  new Map((type?.fields ?? []).map((field) => [field.name.value, field]));

const MODEL_FIELDS = Object.keys(introspection.models.EMR.fields);

describe('the AppSync API', () => {
  test('the EMR type has every field of the model introspection', () => {
    const emr = fieldsOf(schemaTypes().get('EMR'));
    assert.ok(MODEL_FIELDS.length > 0);
    assert.deepEqual(MODEL_FIELDS.filter((field) => !emr.has(field)), []);
  });

  test('the queries are getEMR, listEMRS and one listByGSI<n> per index, each with its partition key and sort-key condition', () => {
    const query = fieldsOf(schemaTypes().get('Query'));
    assert.ok(query.has('getEMR') && query.has('listEMRS'));
    for (const n of GSI_NUMBERS) {
      const list = query.get(`listByGSI${n}`);
      assert.ok(list, `listByGSI${n}`);
      const args = new Map(list.arguments?.map((arg) => [arg.name.value, arg.type]));
      assert.equal(args.get(`GSI${n}PK`)?.kind, Kind.NON_NULL_TYPE);
      assert.ok(args.has(`GSI${n}SK`) && args.has('sortDirection') && args.has('filter') && args.has('nextToken'));
    }
    assert.deepEqual([...query.keys()].filter((name) => name.startsWith('listByGSI')).length, GSI_NUMBERS.length);
  });

  test('the mutations are the model writes, transactions and user administration; there are no subscriptions to broadcast rows across clinics', () => {
    const types = schemaTypes();
    const mutation = fieldsOf(types.get('Mutation'));
    for (const field of ['createEMR', 'updateEMR', 'deleteEMR', 'transactEMR', 'adminCreateUser', 'adminSetUserStatus', 'adminSetUserRole', 'adminResetUserPassword']) {
      assert.ok(mutation.has(field), field);
    }
    assert.equal(fieldsOf(types.get('Subscription')).size, 0);
    assert.equal(resourcesOfType(stacks().emr, 'AWS::AppSync::Resolver').filter(([, r]) => r.Properties?.['TypeName'] === 'Subscription').length, 0);
  });

  test('callers sign in with the user pool; there is no API key', () => {
    const [, api] = onlyResourceOfType(stacks().data, 'AWS::AppSync::GraphQLApi');
    assert.equal(api.Properties?.['AuthenticationType'], 'AMAZON_COGNITO_USER_POOLS');
    for (const template of Object.values(stacks().all)) assert.deepEqual(resourcesOfType(template, 'AWS::AppSync::ApiKey'), []);
    const extra = (api.Properties?.['AdditionalAuthenticationProviders'] as { AuthenticationType: string }[] | undefined) ?? [];
    assert.ok(extra.every((mode) => mode.AuthenticationType === 'AWS_IAM'), 'only IAM (server-side callers) besides the user pool');
  });

  test("refuses documents deeper, or with more root fields (aliases), than the embedded server's query limits", () => {
    const [, api] = onlyResourceOfType(stacks().data, 'AWS::AppSync::GraphQLApi');
    assert.equal(api.Properties?.['QueryDepthLimit'], QUERY_LIMITS.maxDepth);
    assert.equal(api.Properties?.['ResolverCountLimit'], QUERY_LIMITS.maxRootFields);
  });
});

describe('the EMR table', () => {
  const table = () => {
    const [, resource] = onlyResourceOfType(stacks().emr, 'Custom::AmplifyDynamoDBTable');
    return resource.Properties as Record<string, unknown>;
  };

  test('has the eleven secondary indexes GSI<n>PK/GSI<n>SK, projecting whole rows, under the names emr-api queries', () => {
    const indexes = table()['globalSecondaryIndexes'] as { indexName: string; keySchema: { attributeName: string; keyType: string }[]; projection: { projectionType: string } }[];
    assert.equal(indexes.length, GSI_NUMBERS.length);
    for (const n of GSI_NUMBERS) {
      const index = indexes.find((candidate) => candidate.indexName === indexName(n));
      assert.ok(index, indexName(n));
      assert.deepEqual(index.keySchema, [
        { attributeName: `GSI${n}PK`, keyType: 'HASH' },
        { attributeName: `GSI${n}SK`, keyType: 'RANGE' },
      ]);
      assert.equal(index.projection.projectionType, 'ALL');
    }
    assert.deepEqual(table()['keySchema'], [{ attributeName: 'id', keyType: 'HASH' }]);
  });

  test('keeps 35 days of point-in-time recovery, cannot be deleted by accident, and is encrypted with KMS', () => {
    const props = table();
    assert.deepEqual(props['pointInTimeRecoverySpecification'], { pointInTimeRecoveryEnabled: true });
    assert.equal(props['deletionProtectionEnabled'], true);
    assert.deepEqual(props['sseSpecification'], { sseEnabled: true });
  });

  test('the model introspection deployed with the API has the same EMR fields as the committed one the embedded server uses', () => {
    const deployed = synthesizedIntrospection() as typeof introspection;
    assert.deepEqual(Object.keys(deployed.models.EMR.fields), MODEL_FIELDS);
  });
});
