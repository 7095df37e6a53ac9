/**
 * Routes the EMR model's fields to the emr-api function. Amplify generates a pipeline per
 * field (group check, then a DynamoDB step); the DynamoDB step of getEMR, listEMRS,
 * listByGSI1…11, createEMR, updateEMR and deleteEMR is turned into a call of emr-api, which
 * applies the embedded server's rules (tenant, role and fields, module switches, histories,
 * derived keys, Version, audit). The group check stays in front as a first gate. Every
 * emr-api and sendResetEmail result goes through one response template that raises the
 * domain's error types (`{ message, errorType }`), as the embedded server answers them.
 */
import type { CfnFunctionConfiguration, IGraphqlApi } from 'aws-cdk-lib/aws-appsync';
import { LambdaDataSource } from 'aws-cdk-lib/aws-appsync';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { NestedStack } from 'aws-cdk-lib';
import { CUSTOM_OPERATIONS } from '@emr/domain/operations';
import { MODEL_MUTATIONS, MODEL_QUERIES } from '../functions/shared/names.ts';

/** The Lambda request: what Amplify sends its own function handlers (type, field, arguments, identity). */
export const INVOKE_TEMPLATE = `{
  "version": "2018-05-29",
  "operation": "Invoke",
  "payload": {
    "typeName": $util.toJson($ctx.stash.get("typeName")),
    "fieldName": $util.toJson($ctx.stash.get("fieldName")),
    "arguments": $util.toJson($ctx.arguments),
    "identity": $util.toJson($ctx.identity)
  }
}`;

/** `{ data }` becomes the field's value; `{ error }` an AppSync error with the domain's type. */
export const RESULT_TEMPLATE = `#if( $ctx.error )
  $util.error($ctx.error.message, $ctx.error.type)
#end
#if( $ctx.result.error )
  $util.error($ctx.result.error.message, $ctx.result.error.errorType, null, $ctx.result.error.info)
#end
$util.toJson($ctx.result.data)`;

const capitalized = (field: string) => `${field[0]!.toUpperCase()}${field.slice(1)}`;

/** The generated DynamoDB step of a model field, e.g. `QueryGetEMRDataResolverFn`. */
export const dataStepName = (typeName: 'Query' | 'Mutation', field: string) => `${typeName}${capitalized(field)}DataResolverFn`;
/** The generated Lambda step of a custom operation, e.g. `InvokeFnAdminCreateUserLambdaDataSource`. */
export const invokeStepName = (field: string) => `InvokeFn${capitalized(field)}LambdaDataSource`;

export const MODEL_FIELDS_TO_EMR_API: readonly ['Query' | 'Mutation', string][] = [
  ...MODEL_QUERIES.map((field) => ['Query', field] as ['Query', string]),
  ...MODEL_MUTATIONS.map((field) => ['Mutation', field] as ['Mutation', string]),
];

interface GeneratedData {
  graphqlApi: IGraphqlApi;
  nestedStacks: Record<string, NestedStack>;
  cfnResources: { cfnFunctionConfigurations: Record<string, CfnFunctionConfiguration> };
}

function step(data: GeneratedData, name: string): CfnFunctionConfiguration {
  const found = data.cfnResources.cfnFunctionConfigurations[name];
  if (!found) throw new Error(`Amplify generated no pipeline step ${name}: the model or the operation was renamed`);
  return found;
}

export function routeModelToEmrApi(data: GeneratedData, emrApi: IFunction): void {
  const emrStack = data.nestedStacks['EMR'];
  if (!emrStack) throw new Error('Amplify generated no EMR stack');
  // in the model's own stack, beside the steps that use it
  const dataSource = new LambdaDataSource(emrStack, 'EmrApiDataSource', { api: data.graphqlApi, lambdaFunction: emrApi, name: 'EmrApiDataSource' });
  for (const [typeName, field] of MODEL_FIELDS_TO_EMR_API) {
    const fn = step(data, dataStepName(typeName, field));
    fn.dataSourceName = dataSource.name;
    fn.requestMappingTemplate = INVOKE_TEMPLATE;
    fn.requestMappingTemplateS3Location = undefined;
    fn.responseMappingTemplate = RESULT_TEMPLATE;
    fn.responseMappingTemplateS3Location = undefined;
    fn.node.addDependency(dataSource);
  }
  for (const field of Object.keys(CUSTOM_OPERATIONS)) {
    const fn = step(data, invokeStepName(field));
    fn.responseMappingTemplate = RESULT_TEMPLATE;
    fn.responseMappingTemplateS3Location = undefined;
  }
}
