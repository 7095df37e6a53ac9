/**
 * The cloud enforces the embedded server's rules because every model field reaches emr-api:
 * each field's pipeline keeps Amplify's group check and then invokes emr-api (not DynamoDB),
 * the user-administration mutations are handled by emr-api and sendResetEmail by its own
 * function, errors keep their types, and the bundled functions carry @emr/domain's rules.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, test } from 'node:test';
import { ERROR_TYPES } from '@emr/domain';
import { CUSTOM_OPERATIONS } from '@emr/domain/operations';
import { HCPCS_TSV_GZ, ICD10CM_TSV_GZ, UNKNOWN_ICD10_MESSAGE } from '@emr/domain/codes';
import { INVOKE_TEMPLATE, MODEL_FIELDS_TO_EMR_API, RESULT_TEMPLATE, invokeStepName } from '../data/modelResolvers.ts';
import { SYNTH_DIR } from './synth.ts';
import { type Resource, type Template, functionBundle, onlyResourceOfType, resourcesOfType, stacks } from './templates.ts';

const text = (value: unknown) => JSON.stringify(value);

function resolver(typeName: string, fieldName: string): Resource {
  const found = resourcesOfType(stacks().emr, 'AWS::AppSync::Resolver').find(
    ([, r]) => r.Properties?.['TypeName'] === typeName && r.Properties?.['FieldName'] === fieldName,
  );
  assert.ok(found, `${typeName}.${fieldName} has a resolver`);
  return found[1];
}

/** The pipeline steps of a resolver, in order, as the resources they name. */
function pipeline(template: Template, resource: Resource): Resource[] {
  const functions = (resource.Properties?.['PipelineConfig'] as { Functions: { 'Fn::GetAtt': [string, string] }[] }).Functions;
  return functions.map((ref) => template.Resources[ref['Fn::GetAtt'][0]]!);
}

/** The function a Lambda data source invokes, as the nested-stack parameter that carries its ARN. */
function invokedFunction(dataSource: Resource): string {
  return text((dataSource.Properties?.['LambdaConfig'] as { LambdaFunctionArn: unknown }).LambdaFunctionArn);
}

function lambdaFunction(name: string): Resource {
  const found = resourcesOfType(stacks().data, 'AWS::Lambda::Function').find(([id]) => id.startsWith(`${name}lambda`));
  assert.ok(found, `${name} is a function of the data stack`);
  return found[1];
}

const bundleOf = (fn: Resource) => functionBundle(String((fn.Properties?.['Code'] as { S3Key: string }).S3Key).replace('.zip', ''));

describe('the EMR model reaches emr-api', () => {
  const lambdaSources = resourcesOfType(stacks().emr, 'AWS::AppSync::DataSource').filter(([, ds]) => ds.Properties?.['Type'] === 'AWS_LAMBDA');
  const [dataSourceId, dataSource] = lambdaSources[0]!;

  test('through one Lambda data source that invokes the emr-api function', () => {
    assert.equal(lambdaSources.length, 1);
    assert.match(invokedFunction(dataSource), /emrapilambda/);
    assert.equal(dataSourceId.startsWith('EmrApiDataSource'), true);
  });

  for (const [typeName, field] of MODEL_FIELDS_TO_EMR_API) {
    test(`${typeName}.${field}: the group check, then emr-api with the caller and the arguments; errors keep their type`, () => {
      const steps = pipeline(stacks().emr, resolver(typeName, field));
      const auth = steps.findIndex((s) => /auth0Function$/.test(String(s.Properties?.['Name'])));
      const last = steps.at(-1)!;
      assert.ok(auth >= 0 && auth < steps.length - 1, 'the group check comes first');
      assert.equal(last.Properties?.['DataSourceName'], dataSource.Properties?.['Name']);
      assert.equal(last.Properties?.['RequestMappingTemplate'], INVOKE_TEMPLATE);
      assert.equal(last.Properties?.['ResponseMappingTemplate'], RESULT_TEMPLATE);
      assert.ok(!steps.some((s) => s.Properties?.['DataSourceName'] === 'EMRTable' && /DataResolverFn/.test(String(s.Properties?.['Name']))));
    });
  }

  test('the request passes the field, its arguments and the caller identity; the response raises the error emr-api answers', () => {
    assert.match(INVOKE_TEMPLATE, /"fieldName": \$util\.toJson\(\$ctx\.stash\.get\("fieldName"\)\)/);
    assert.match(INVOKE_TEMPLATE, /"arguments": \$util\.toJson\(\$ctx\.arguments\)/);
    assert.match(INVOKE_TEMPLATE, /"identity": \$util\.toJson\(\$ctx\.identity\)/);
    assert.match(RESULT_TEMPLATE, /\$util\.error\(\$ctx\.result\.error\.message, \$ctx\.result\.error\.errorType, null, \$ctx\.result\.error\.info\)/);
  });
});

describe('the custom operations reach their functions', () => {
  const dataSources = () => resourcesOfType(stacks().functions, 'AWS::AppSync::DataSource');
  for (const field of Object.keys(CUSTOM_OPERATIONS)) {
    test(`${field}: ${field === 'sendResetEmail' ? 'send-reset-email' : 'emr-api'}, with the same error mapping`, () => {
      const name = `Fn${field[0]!.toUpperCase()}${field.slice(1)}LambdaDataSource`;
      const dataSource = dataSources().find(([id]) => id.startsWith(name));
      assert.ok(dataSource, name);
      assert.match(invokedFunction(dataSource[1]), field === 'sendResetEmail' ? /sendresetemaillambda/ : /emrapilambda/);
      const stepResource = resourcesOfType(stacks().functions, 'AWS::AppSync::FunctionConfiguration').find(([, s]) => s.Properties?.['Name'] === invokeStepName(field));
      assert.equal(stepResource?.[1].Properties?.['ResponseMappingTemplate'], RESULT_TEMPLATE);
    });
  }
});

describe('the functions', () => {
  test("emr-api and send-reset-email use the model's table, named as Amplify names it", () => {
    const [, table] = onlyResourceOfType(stacks().emr, 'Custom::AmplifyDynamoDBTable');
    assert.match(text(table.Properties?.['tableName']), /\["EMR-",\{"Ref":"[^"]*GraphQLAPI[^"]*ApiId"\},"-NONE"\]/);
    for (const name of ['emrapi', 'sendresetemail']) {
      const variables = (lambdaFunction(name).Properties?.['Environment'] as { Variables: Record<string, unknown> }).Variables;
      assert.match(text(variables['EMR_TABLE_NAME']), /\["EMR-",\{"Fn::GetAtt":\["amplifyDataGraphQLAPI[0-9A-F]+","ApiId"\]\},"-NONE"\]/);
    }
    assert.match(text((lambdaFunction('emrapi').Properties?.['Environment'] as { Variables: Record<string, unknown> }).Variables['EMR_USER_POOL_ID']), /UserPool/);
  });

  test('are bundled with the rules of @emr/domain', () => {
    const bundle = bundleOf(lambdaFunction('emrapi'));
    for (const rule of ['partition keys start with your own clinic id', 'was changed by someone else after you opened it', 'cannot be stored: passwords and reset tokens live only in the user pool']) {
      assert.ok(bundle.includes(rule), rule);
    }
    assert.ok(!/from\s*["']@emr\/domain/.test(bundle), 'the domain is bundled, not imported at run time');
    // the code sets travel inside the bundle (ADR 0036): searchCodes and the ICD-10-CM rules need no file at run time
    assert.ok(bundle.includes(UNKNOWN_ICD10_MESSAGE) && bundle.includes(ICD10CM_TSV_GZ.slice(0, 64)) && bundle.includes(HCPCS_TSV_GZ.slice(0, 64)), 'the code sets are bundled');
    assert.ok(bundleOf(lambdaFunction('sendresetemail')).includes('No staff member with this e-mail in your clinic'));
  });

  test('the emr-api bundle loads and refuses a call without a signed-in caller, before touching any AWS service', () => {
    const code = String((lambdaFunction('emrapi').Properties?.['Code'] as { S3Key: string }).S3Key).replace('.zip', '');
    const bundle = pathToFileURL(join(SYNTH_DIR, `asset.${code}`, 'index.mjs')).href;
    // in a child process: Amplify's banner keeps a one-minute timer (SSM refresh) alive
    const script = `const { handler } = await import(${JSON.stringify(bundle)});
      const answers = [
        await handler({ typeName: 'Query', fieldName: 'getEMR', arguments: { id: 'x' }, identity: null }),
        await handler({ typeName: 'Query', fieldName: 'dropTables', arguments: {}, identity: { sub: 'x' } }),
      ];
      console.log(JSON.stringify(answers));
      process.exit(0);`;
    const output = execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
      env: { PATH: process.env['PATH'], EMR_TABLE_NAME: 'EMR-offline-NONE', EMR_USER_POOL_ID: 'us-east-1_offline', AWS_REGION: 'us-east-1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const [unsigned, unknown] = JSON.parse(output.trim().split('\n').at(-1)!) as { error: { errorType: string } }[];
    assert.equal(unsigned!.error.errorType, ERROR_TYPES.unauthorized);
    assert.equal(unknown!.error.errorType, ERROR_TYPES.badRequest);
  });
});
