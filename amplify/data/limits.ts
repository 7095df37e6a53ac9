/**
 * The query limits AppSync can enforce itself, from the embedded server's (`QUERY_LIMITS` in
 * @emr/domain/server): the selection depth, and the resolvers one request may invoke — every
 * root field of the EMR API is one resolver (its fields have none), so this bounds aliases
 * the way the embedded server's root-field limit does. The other limits (rows × fields,
 * filter size, variables) have no AppSync setting (docs/architecture.md).
 */
import type { CfnGraphQLApi } from 'aws-cdk-lib/aws-appsync';
import { QUERY_LIMITS } from '@emr/domain/server';

export function limitQueries(api: Pick<CfnGraphQLApi, 'queryDepthLimit' | 'resolverCountLimit'>): void {
  api.queryDepthLimit = QUERY_LIMITS.maxDepth;
  api.resolverCountLimit = QUERY_LIMITS.maxRootFields;
}
