/**
 * What one GraphQL request may ask for, checked before any work is done, so one signed-in
 * request cannot stall the server for everyone (docs/permissions.md §4, "Query limits").
 *
 * - A large body's JSON structure before it is parsed (values outside strings).
 * - The document's text (length, nesting) before it is parsed; its shape (root fields, depth,
 *   fields selected) once when it is parsed, before it is validated, cached with it.
 * - Per request, before variables are coerced: the size of the variables, of every filter and
 *   condition (nodes, nesting), and the cost: for each root field, the rows it may read (a
 *   list's `limit`, 100 by default; 1 for a get or a mutation) × (fields selected per row +
 *   predicate nodes evaluated per row), plus what a custom query's work costs
 *   (`QUERY_LIMITS.operationCost`: a code search), summed over the document.
 *
 * The Amplify Data client's documents (one root field, every model field, limit up to 1000,
 * filters of a few dozen conditions) stay well inside every limit. A refusal is the GraphQL
 * error `QueryTooComplexException` naming the limit, with HTTP 200 and `data: null`. The
 * limits are the domain's (`QUERY_LIMITS`): the cloud's AppSync API takes its depth and
 * resolver-count limits from the same object.
 */
import { AppError, ERROR_TYPES } from '@emr/domain';
import { QUERY_LIMITS, measureJson, measurePredicate } from '@emr/domain/server';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';


const DEFAULT_ROWS = 100;
const MAX_ROWS = 1000;
const PREDICATE_ARGS = new Set(['filter', 'condition']);

const tooComplex = (message: string) => new AppError(ERROR_TYPES.tooComplex, `${message}. Ask for less in one request, or split it.`);

/** Bodies below this size are parsed without a look first (their parse costs less than the look). */
const SCAN_BODIES_FROM = 64 * 1024;

/**
 * Refuses a large request body holding more JSON values than the variables may, by counting
 * its separators outside strings: a 1 MB filter of 30,000 branches is refused without being
 * parsed into 30,000 objects.
 */
export function checkBodyText(body: string): void {
  if (body.length < SCAN_BODIES_FROM) return;
  const limit = QUERY_LIMITS.maxVariableNodes * 2;
  let inString = false;
  let separators = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if ((c === 44 || c === 58) && ++separators > limit) {
      // , and : : one per value in an array or object
      throw tooComplex(`The variables hold more than ${QUERY_LIMITS.maxVariableNodes} values`);
    }
  }
}

/** Refuses a query text too long or too deeply nested to parse safely, by a plain scan. */
export function checkQueryText(query: string): void {
  if (query.length > QUERY_LIMITS.maxQueryLength) {
    throw tooComplex(`The query is ${query.length} characters long; at most ${QUERY_LIMITS.maxQueryLength} are accepted`);
  }
  let depth = 0;
  for (let i = 0; i < query.length; i++) {
    const c = query[i];
    if (c === '#') {
      while (i < query.length && query[i] !== '\n') i++;
    } else if (c === '"') {
      const block = query.startsWith('"""', i);
      i += block ? 3 : 1;
      while (i < query.length && !(block ? query.startsWith('"""', i) && query[i - 1] !== '\\' : query[i] === '"' || query[i] === '\n')) i += query[i] === '\\' && !block ? 2 : 1;
      if (block) i += 2;
    } else if (c === '{' || c === '[' || c === '(') {
      if (++depth > QUERY_LIMITS.maxQueryNesting) throw tooComplex(`The query nests more than ${QUERY_LIMITS.maxQueryNesting} levels`);
    } else if (c === '}' || c === ']' || c === ')') {
      depth--;
    }
  }
}

interface RootField {
  node: FieldNode;
  /** Fields selected below it (each counts once per row). */
  leaves: number;
  /** Whether it returns a page of rows (`items`), read `limit` at a time. */
  list: boolean;
}

/** The shape of a document that does not depend on its variables; computed once per document text. */
export interface DocumentShape {
  roots: RootField[];
}

/** Whether a root field returns a page of rows (a connection with `items`). */
function returnsPage(schema: GraphQLSchema, operation: OperationDefinitionNode['operation'], name: string): boolean {
  const root = operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const type = root?.getFields()[name]?.type;
  const named = type && 'ofType' in type && type.ofType ? type.ofType : type;
  return !!named && 'getFields' in named && 'items' in named.getFields();
}

/** Counts and checks a parsed, valid document's shape; throws when it breaks a limit. */
export function documentShape(schema: GraphQLSchema, document: DocumentNode): DocumentShape {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  // per fragment: [leaves, depth], so a fragment spread a thousand times is counted once
  const fragmentCost = new Map<string, [number, number]>();
  const cost = (set: SelectionSetNode): [number, number] => {
    let leaves = 0;
    let depth = 0;
    for (const selection of set.selections) {
      let inner: [number, number];
      if (selection.kind === Kind.FIELD) {
        inner = selection.selectionSet ? cost(selection.selectionSet) : [1, 0];
        inner = [inner[0], inner[1] + 1];
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = cost(selection.selectionSet);
      } else {
        const name = selection.name.value;
        let known = fragmentCost.get(name);
        if (!known) {
          // a fragment that spreads itself counts nothing more (validation refuses it next)
          fragmentCost.set(name, [0, 0]);
          const fragment = fragments.get(name);
          known = fragment ? cost(fragment.selectionSet) : [0, 0];
          fragmentCost.set(name, known);
        }
        inner = known;
      }
      leaves += inner[0];
      depth = Math.max(depth, inner[1]);
    }
    return [leaves, depth];
  };

  const roots: RootField[] = [];
  const spread = new Set<string>();
  const collect = (operation: OperationDefinitionNode['operation'], set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const [leaves, depth] = selection.selectionSet ? cost(selection.selectionSet) : [1, 0];
        if (depth + 1 > QUERY_LIMITS.maxDepth) throw tooComplex(`The selection is ${depth + 1} levels deep; at most ${QUERY_LIMITS.maxDepth} are accepted`);
        roots.push({ node: selection, leaves, list: returnsPage(schema, operation, selection.name.value) });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(operation, selection.selectionSet);
      } else if (!spread.has(selection.name.value)) {
        spread.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(operation, fragment.selectionSet);
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) collect(definition.operation, definition.selectionSet);
  }
  if (roots.length > QUERY_LIMITS.maxRootFields) {
    throw tooComplex(`The document asks for ${roots.length} root fields (aliases included); at most ${QUERY_LIMITS.maxRootFields} are accepted`);
  }
  const introspection = roots.filter((root) => root.node.name.value === '__schema' || root.node.name.value === '__type').length;
  if (introspection > QUERY_LIMITS.maxIntrospection) {
    throw tooComplex(`The document asks for ${introspection} introspection fields; at most ${QUERY_LIMITS.maxIntrospection} is accepted`);
  }
  return { roots };
}

function argumentValue(node: ValueNode, variables: Record<string, unknown>): unknown {
  return node.kind === Kind.VARIABLE ? variables[node.name.value] : valueFromASTUntyped(node, variables);
}

/**
 * Refuses a request whose variables, filters or conditions are too large, or whose rows ×
 * fields would cost too much. Runs before the variables are coerced or any resolver is called.
 */
export function checkRequestCost(shape: DocumentShape, variables: Record<string, unknown>): void {
  const size = measureJson(variables, QUERY_LIMITS.maxVariableNodes, QUERY_LIMITS.maxVariableDepth);
  if (size.nodes > QUERY_LIMITS.maxVariableNodes) throw tooComplex(`The variables hold more than ${QUERY_LIMITS.maxVariableNodes} values`);
  if (size.depth > QUERY_LIMITS.maxVariableDepth) throw tooComplex(`The variables nest more than ${QUERY_LIMITS.maxVariableDepth} levels`);
  let total = 0;
  for (const root of shape.roots) {
    let rows = root.list ? DEFAULT_ROWS : 1;
    let predicateNodes = 0;
    for (const argument of root.node.arguments ?? []) {
      const name = argument.name.value;
      const value = argumentValue(argument.value, variables);
      if (name === 'limit' && root.list && typeof value === 'number' && Number.isInteger(value)) rows = Math.min(Math.max(value, 1), MAX_ROWS);
      if (!PREDICATE_ARGS.has(name) || value === null || value === undefined) continue;
      const predicate = measurePredicate(value);
      if (predicate.nodes > QUERY_LIMITS.maxPredicateNodes) {
        throw tooComplex(`The ${name} of ${root.node.name.value} has more than ${QUERY_LIMITS.maxPredicateNodes} conditions`);
      }
      if (predicate.depth > QUERY_LIMITS.maxPredicateDepth) {
        throw tooComplex(`The ${name} of ${root.node.name.value} nests and/or/not more than ${QUERY_LIMITS.maxPredicateDepth} levels`);
      }
      predicateNodes += predicate.nodes;
    }
    total += rows * (root.leaves + predicateNodes) + (QUERY_LIMITS.operationCost[root.node.name.value] ?? 0);
  }
  if (total > QUERY_LIMITS.maxCost) {
    throw tooComplex(`The request would read up to ${total.toLocaleString('en-US')} values (rows × fields selected and filtered); at most ${QUERY_LIMITS.maxCost.toLocaleString('en-US')} are accepted`);
  }
}
