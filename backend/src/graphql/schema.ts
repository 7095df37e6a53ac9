/**
 * Builds the AppSync-compatible GraphQL schema from the model introspection JSON that
 * amplify/ generates: per model get/list/index queries and create/update/delete mutations
 * with AppSync's input, filter, condition and key-condition types, plus the custom queries
 * and mutations. Nothing here names a field of the EMR model.
 */
import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  GraphQLID,
  GraphQLInputObjectType,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { AWS_SCALARS } from './scalars.ts';

export interface IntrospectionField {
  name: string;
  type: string | { model?: string; enum?: string; nonModel?: string };
  isArray: boolean;
  isRequired: boolean;
  isReadOnly?: boolean;
}
export interface IntrospectionModel {
  name: string;
  pluralName: string;
  fields: Record<string, IntrospectionField>;
  attributes: { type: string; properties?: { name?: string; queryField?: string; fields?: string[] } }[];
}
export interface IntrospectionOperation extends IntrospectionField {
  arguments?: Record<string, IntrospectionField>;
}
export interface ModelIntrospection {
  version: number;
  models: Record<string, IntrospectionModel>;
  queries?: Record<string, IntrospectionOperation>;
  mutations?: Record<string, IntrospectionOperation>;
}

/** A secondary index and the query field that reads it. */
export interface IndexInfo {
  queryField: string;
  pkField: string;
  skField: string | undefined;
}

export interface ResolverContext<Caller> {
  caller: Caller;
}

type Args = Record<string, unknown>;

/** What the schema's resolvers call; the record service implements it. */
export interface SchemaOperations<Caller> {
  get(ctx: ResolverContext<Caller>, model: string, id: string): unknown;
  list(ctx: ResolverContext<Caller>, model: string, args: Args): unknown;
  listByIndex(ctx: ResolverContext<Caller>, model: string, index: IndexInfo, args: Args): unknown;
  create(ctx: ResolverContext<Caller>, model: string, input: Args, condition: Args | undefined): unknown;
  update(ctx: ResolverContext<Caller>, model: string, input: Args, condition: Args | undefined): unknown;
  delete(ctx: ResolverContext<Caller>, model: string, input: Args, condition: Args | undefined): unknown;
  custom: Record<string, (ctx: ResolverContext<Caller>, args: Args) => unknown>;
}

const BASE_SCALARS: Record<string, GraphQLScalarType> = {
  ID: GraphQLID,
  String: GraphQLString,
  Int: GraphQLInt,
  Float: GraphQLFloat,
  Boolean: GraphQLBoolean,
  ...AWS_SCALARS,
};

function scalarOf(field: IntrospectionField): GraphQLScalarType {
  if (typeof field.type !== 'string') throw new Error(`field ${field.name}: only scalar fields are supported`);
  const scalar = BASE_SCALARS[field.type];
  if (!scalar) throw new Error(`field ${field.name}: unknown scalar ${field.type}`);
  return scalar;
}

function wrap<T extends GraphQLInputType | GraphQLOutputType>(type: T, field: IntrospectionField, required: boolean): T {
  let result: GraphQLInputType | GraphQLOutputType = type;
  if (field.isArray) result = new GraphQLList(new GraphQLNonNull(result));
  if (required) result = new GraphQLNonNull(result);
  return result as T;
}

export function indexesOf(model: IntrospectionModel): IndexInfo[] {
  return model.attributes
    .filter((a) => a.type === 'key' && a.properties?.queryField && a.properties.fields?.length)
    .map((a) => ({ queryField: a.properties!.queryField!, pkField: a.properties!.fields![0]!, skField: a.properties!.fields![1] }));
}

/** Builds the AppSync filter/condition/key-condition input types, shared by all models. */
function createOperatorTypes() {
  const attributeTypes = new GraphQLEnumType({
    name: 'ModelAttributeTypes',
    values: Object.fromEntries(
      ['binary', 'binarySet', 'bool', 'list', 'map', 'number', 'numberSet', 'string', 'stringSet', '_null'].map((v) => [v, { value: v }]),
    ),
  });
  const sortDirection = new GraphQLEnumType({ name: 'ModelSortDirection', values: { ASC: { value: 'ASC' }, DESC: { value: 'DESC' } } });
  const sizeInput = new GraphQLInputObjectType({
    name: 'ModelSizeInput',
    fields: { ne: { type: GraphQLInt }, eq: { type: GraphQLInt }, le: { type: GraphQLInt }, lt: { type: GraphQLInt }, ge: { type: GraphQLInt }, gt: { type: GraphQLInt }, between: { type: new GraphQLList(GraphQLInt) } },
  });
  const byScalar = new Map<string, GraphQLInputObjectType>();
  const operatorInput = (scalar: GraphQLScalarType): GraphQLInputObjectType => {
    const name = scalar === GraphQLID ? 'ID' : scalar.name;
    let input = byScalar.get(name);
    if (input) return input;
    const fields: GraphQLInputFieldConfigMap = { ne: { type: scalar }, eq: { type: scalar } };
    if (scalar !== GraphQLBoolean) {
      Object.assign(fields, { le: { type: scalar }, lt: { type: scalar }, ge: { type: scalar }, gt: { type: scalar }, between: { type: new GraphQLList(scalar) } });
    }
    if (scalar !== GraphQLBoolean && scalar !== GraphQLInt && scalar !== GraphQLFloat && scalar.name !== 'AWSTimestamp') {
      Object.assign(fields, { contains: { type: scalar }, notContains: { type: scalar }, beginsWith: { type: scalar } });
    }
    Object.assign(fields, { attributeExists: { type: GraphQLBoolean }, attributeType: { type: attributeTypes } });
    if (scalar !== GraphQLBoolean && scalar !== GraphQLInt && scalar !== GraphQLFloat) fields['size'] = { type: sizeInput };
    input = new GraphQLInputObjectType({ name: `Model${name}Input`, fields });
    byScalar.set(name, input);
    return input;
  };
  const keyConditions = new Map<string, GraphQLInputObjectType>();
  const keyConditionInput = (scalar: GraphQLScalarType): GraphQLInputObjectType => {
    const name = scalar === GraphQLID ? 'ID' : scalar.name;
    let input = keyConditions.get(name);
    if (!input) {
      input = new GraphQLInputObjectType({
        name: `Model${name}KeyConditionInput`,
        fields: { eq: { type: scalar }, le: { type: scalar }, lt: { type: scalar }, ge: { type: scalar }, gt: { type: scalar }, between: { type: new GraphQLList(scalar) }, beginsWith: { type: scalar } },
      });
      keyConditions.set(name, input);
    }
    return input;
  };
  return { sortDirection, operatorInput, keyConditionInput };
}

export function buildSchema<Caller>(introspection: ModelIntrospection, ops: SchemaOperations<Caller>): GraphQLSchema {
  const { sortDirection, operatorInput, keyConditionInput } = createOperatorTypes();
  const queryFields: Record<string, GraphQLFieldConfig<unknown, ResolverContext<Caller>>> = {};
  const mutationFields: Record<string, GraphQLFieldConfig<unknown, ResolverContext<Caller>>> = {};

  for (const model of Object.values(introspection.models)) {
    const fields = Object.values(model.fields);
    const objectType = new GraphQLObjectType({
      name: model.name,
      fields: () =>
        Object.fromEntries(fields.map((f) => [f.name, { type: wrap(scalarOf(f), f, f.isRequired) as GraphQLOutputType }])),
    });
    const connection = new GraphQLObjectType({
      name: `Model${model.name}Connection`,
      fields: { items: { type: new GraphQLNonNull(new GraphQLList(objectType)) }, nextToken: { type: GraphQLString } },
    });
    const writable = fields.filter((f) => !f.isReadOnly);
    const createInput = new GraphQLInputObjectType({
      name: `Create${model.name}Input`,
      fields: Object.fromEntries(writable.map((f) => [f.name, { type: wrap(scalarOf(f), f, f.isRequired && f.name !== 'id') as GraphQLInputType }])),
    });
    const updateInput = new GraphQLInputObjectType({
      name: `Update${model.name}Input`,
      fields: Object.fromEntries(writable.map((f) => [f.name, { type: wrap(scalarOf(f), f, f.name === 'id') as GraphQLInputType }])),
    });
    const deleteInput = new GraphQLInputObjectType({ name: `Delete${model.name}Input`, fields: { id: { type: new GraphQLNonNull(GraphQLID) } } });
    const predicateFields = (self: () => GraphQLInputObjectType, includeId: boolean): GraphQLInputFieldConfigMap => ({
      ...Object.fromEntries(fields.filter((f) => includeId || f.name !== 'id').map((f) => [f.name, { type: operatorInput(scalarOf(f)) }])),
      and: { type: new GraphQLList(self()) },
      or: { type: new GraphQLList(self()) },
      not: { type: self() },
    });
    const filterInput: GraphQLInputObjectType = new GraphQLInputObjectType({
      name: `Model${model.name}FilterInput`,
      fields: () => predicateFields(() => filterInput, true),
    });
    const conditionInput: GraphQLInputObjectType = new GraphQLInputObjectType({
      name: `Model${model.name}ConditionInput`,
      fields: () => predicateFields(() => conditionInput, false),
    });
    const pageArgs: GraphQLFieldConfigArgumentMap = { filter: { type: filterInput }, limit: { type: GraphQLInt }, nextToken: { type: GraphQLString } };
    const name = model.name;

    queryFields[`get${name}`] = {
      type: objectType,
      args: { id: { type: new GraphQLNonNull(GraphQLID) } },
      resolve: (_s, args, ctx) => ops.get(ctx, name, String(args['id'])),
    };
    queryFields[`list${model.pluralName}`] = {
      type: connection,
      args: pageArgs,
      resolve: (_s, args, ctx) => ops.list(ctx, name, args),
    };
    for (const index of indexesOf(model)) {
      const pkField = model.fields[index.pkField]!;
      const args: GraphQLFieldConfigArgumentMap = { [index.pkField]: { type: new GraphQLNonNull(scalarOf(pkField)) } };
      if (index.skField) args[index.skField] = { type: keyConditionInput(scalarOf(model.fields[index.skField]!)) };
      Object.assign(args, { sortDirection: { type: sortDirection }, ...pageArgs });
      queryFields[index.queryField] = { type: connection, args, resolve: (_s, a, ctx) => ops.listByIndex(ctx, name, index, a) };
    }
    const mutation = (verb: 'create' | 'update' | 'delete', input: GraphQLInputObjectType): GraphQLFieldConfig<unknown, ResolverContext<Caller>> => ({
      type: objectType,
      args: { input: { type: new GraphQLNonNull(input) }, condition: { type: conditionInput } },
      resolve: (_s, args, ctx) => ops[verb](ctx, name, args['input'] as Args, (args['condition'] ?? undefined) as Args | undefined),
    });
    mutationFields[`create${name}`] = mutation('create', createInput);
    mutationFields[`update${name}`] = mutation('update', updateInput);
    mutationFields[`delete${name}`] = mutation('delete', deleteInput);
  }

  const custom = (target: typeof queryFields, operations: Record<string, IntrospectionOperation> | undefined) => {
    for (const op of Object.values(operations ?? {})) {
      const handler = ops.custom[op.name];
      if (!handler) throw new Error(`no handler for custom operation ${op.name}`);
      target[op.name] = {
        type: wrap(scalarOf(op), op, op.isRequired) as GraphQLOutputType,
        args: Object.fromEntries(Object.values(op.arguments ?? {}).map((a) => [a.name, { type: wrap(scalarOf(a), a, a.isRequired) as GraphQLInputType }])),
        resolve: (_s, args, ctx) => handler(ctx, args),
      };
    }
  };
  custom(queryFields, introspection.queries);
  custom(mutationFields, introspection.mutations);

  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: queryFields }),
    mutation: new GraphQLObjectType({ name: 'Mutation', fields: mutationFields }),
  });
}
