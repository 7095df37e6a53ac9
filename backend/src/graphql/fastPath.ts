/**
 * A planned executor for the documents the Amplify Data client sends: one root field whose
 * selection is flat scalars (a model) or `items { scalars } nextToken __typename` (a
 * connection). Such a document is planned once; a request then runs variable coercion,
 * the resolver and a projection, instead of graphql-js resolving every field of every row
 * (50 rows × 230 fields per page). Any other document returns no plan and is executed by
 * graphql-js, with identical results.
 */
import {
  type DocumentNode,
  type FieldNode,
  GraphQLError,
  type GraphQLField,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  type GraphQLSchema,
  type GraphQLType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  getNamedType,
} from 'graphql';
import { getArgumentValues, getVariableValues } from 'graphql/execution/values.js';

interface Projection {
  name: string;
  /** `"responseKey":` as JSON text. */
  prefix: string;
  /** The value as JSON text (its scalar's serialize applied); null values are written as `null`. */
  json: (value: unknown) => string;
  /** For `__typename`: the constant JSON text. */
  constant?: string;
}

export interface Plan {
  operation: OperationDefinitionNode;
  field: GraphQLField<unknown, unknown>;
  node: FieldNode;
  responseKey: string;
  shape: 'object' | 'connection';
  itemFields: Projection[];
  /** The connection type's name, for `__typename`. */
  typeName: string;
}

export interface PlannedResult {
  data: Record<string, unknown> | null;
  errors?: GraphQLError[];
}

function unwrap(type: GraphQLType): GraphQLType {
  return type instanceof GraphQLNonNull ? type.ofType : type;
}

const STRING_SCALARS = new Set(['String', 'ID', 'AWSDateTime', 'AWSDate', 'AWSTime', 'AWSEmail', 'AWSURL', 'AWSPhone', 'AWSIPAddress']);

function jsonWriter(scalar: GraphQLScalarType): (value: unknown) => string {
  const serialize = scalar.serialize.bind(scalar) as (value: unknown) => unknown;
  if (STRING_SCALARS.has(scalar.name)) return (v) => JSON.stringify(typeof v === 'string' ? v : serialize(v));
  return (v) => JSON.stringify(serialize(v));
}

/** Plans a flat selection of scalar fields on an object type; null when it is not flat. */
function flatSelection(type: GraphQLObjectType, selectionSet: SelectionSetNode | undefined): Projection[] | null {
  if (!selectionSet) return null;
  const fields = type.getFields();
  const result: Projection[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || selection.directives?.length || selection.selectionSet) return null;
    const prefix = `${JSON.stringify(selection.alias?.value ?? selection.name.value)}:`;
    if (selection.name.value === '__typename') {
      result.push({ name: '__typename', prefix, json: String, constant: JSON.stringify(type.name) });
      continue;
    }
    const field = fields[selection.name.value];
    if (!field) return null;
    const named = unwrap(field.type);
    if (!(named instanceof GraphQLScalarType)) return null;
    result.push({ name: field.name, prefix, json: jsonWriter(named) });
  }
  return result;
}

export function plan(schema: GraphQLSchema, document: DocumentNode): Plan | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1 || document.definitions.length !== 1) return null;
  const operation = operations[0]!;
  const root = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : null;
  if (!root || operation.selectionSet.selections.length !== 1) return null;
  const node = operation.selectionSet.selections[0]!;
  if (node.kind !== Kind.FIELD || node.directives?.length || node.name.value.startsWith('__')) return null;
  const field = root.getFields()[node.name.value];
  if (!field) return null;
  const responseKey = node.alias?.value ?? node.name.value;
  const returnType = unwrap(field.type);
  if (!(returnType instanceof GraphQLObjectType)) return null;
  const itemsField = returnType.getFields()['items'];
  if (itemsField && unwrap(itemsField.type) instanceof GraphQLList) {
    const itemType = getNamedType(itemsField.type);
    if (!(itemType instanceof GraphQLObjectType)) return null;
    let itemFields: Projection[] | null = null;
    for (const selection of node.selectionSet?.selections ?? []) {
      if (selection.kind !== Kind.FIELD || selection.directives?.length) return null;
      if (selection.name.value === 'items') {
        if (itemFields) return null;
        itemFields = flatSelection(itemType, selection.selectionSet);
        if (!itemFields) return null;
      } else if (selection.name.value !== '__typename' && (selection.name.value !== 'nextToken' || selection.selectionSet)) {
        return null;
      }
    }
    if (!itemFields) return null;
    return { operation, field, node, responseKey, shape: 'connection', itemFields, typeName: returnType.name };
  }
  const itemFields = flatSelection(returnType, node.selectionSet);
  return itemFields ? { operation, field, node, responseKey, shape: 'object', itemFields, typeName: returnType.name } : null;
}

function writeObject(item: Record<string, unknown>, fields: Projection[]): string {
  let out = '{';
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    if (i > 0) out += ',';
    out += field.prefix;
    if (field.constant !== undefined) {
      out += field.constant;
      continue;
    }
    const value = item[field.name];
    out += value === undefined || value === null ? 'null' : field.json(value);
  }
  return `${out}}`;
}

/**
 * Runs a planned document. On success returns the response's `data` as JSON text, written
 * straight from the rows (no intermediate objects); otherwise the errors.
 */
export async function runPlan(
  schema: GraphQLSchema,
  p: Plan,
  context: unknown,
  rawVariables: Record<string, unknown>,
): Promise<{ dataJson: string } | PlannedResult> {
  const coerced = getVariableValues(schema, p.operation.variableDefinitions ?? [], rawVariables);
  if (coerced.errors) return { data: null, errors: [...coerced.errors] };
  let value: unknown;
  try {
    const args = getArgumentValues(p.field, p.node, coerced.coerced);
    value = await p.field.resolve!(undefined, args, context, undefined as never);
  } catch (error) {
    const original = error instanceof Error ? error : new Error(String(error));
    return {
      data: { [p.responseKey]: null },
      errors: [new GraphQLError(original.message, p.node, undefined, undefined, [p.responseKey], original)],
    };
  }
  const key = JSON.stringify(p.responseKey);
  if (value === null || value === undefined) return { dataJson: `{${key}:null}` };
  if (p.shape === 'object') return { dataJson: `{${key}:${writeObject(value as Record<string, unknown>, p.itemFields)}}` };
  const page = value as { items: Record<string, unknown>[]; nextToken?: string | null };
  const parts: string[] = [];
  for (const selection of p.node.selectionSet!.selections as FieldNode[]) {
    const name = JSON.stringify(selection.alias?.value ?? selection.name.value);
    if (selection.name.value === 'items') parts.push(`${name}:[${page.items.map((item) => writeObject(item, p.itemFields)).join(',')}]`);
    else if (selection.name.value === 'nextToken') parts.push(`${name}:${JSON.stringify(page.nextToken ?? null)}`);
    else parts.push(`${name}:${JSON.stringify(p.typeName)}`);
  }
  return { dataJson: `{${key}:{${parts.join(',')}}}` };
}
