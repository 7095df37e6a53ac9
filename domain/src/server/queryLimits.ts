/**
 * What one GraphQL request may ask for (docs/permissions.md §4, "Query limits"). The embedded
 * server checks every one before any work is done (backend/src/graphql/limits.ts); the cloud's
 * AppSync API is given the two it can enforce itself, the selection depth and the resolvers
 * per request (amplify/data/limits.ts), the others have no equivalent there
 * (docs/architecture.md, "What cannot hold in the cloud yet").
 */
import { AppError, ERROR_TYPES } from '../errors.ts';

export const QUERY_LIMITS = {
  /** Characters of the query text (the Data client's largest document is under 4,000). */
  maxQueryLength: 64 * 1024,
  /** Brackets and braces nested in the query text. */
  maxQueryNesting: 40,
  /** Root fields of one document, aliases included (the Data client sends one). */
  maxRootFields: 10,
  /** Nested selection sets (a connection is 3 deep; introspection about 12). */
  maxDepth: 15,
  /** Introspection root fields (`__schema`, `__type`) of one document. */
  maxIntrospection: 1,
  /**
   * Σ rows × (fields per row + predicate nodes): a page of 1,000 rows × every field of the model (about 240)
   * with a full filter of 100 conditions fits, with room for the model to grow.
   */
  maxCost: 400_000,
  /** Keys of one filter or condition (every field, operator and and/or/not counts one). */
  maxPredicateNodes: 100,
  /** and/or/not nested in one filter or condition. */
  maxPredicateDepth: 8,
  /** Values in the request's variables, at any depth. */
  maxVariableNodes: 5000,
  maxVariableDepth: 24,
  /**
   * What a custom query costs in `maxCost` beyond its answer, for those whose work is not rows
   * read: a code search walks a code set's words (a few milliseconds to tens for a common
   * prefix), so at most four go in one request; a lookup of up to 100 codes is cheap.
   */
  operationCost: { searchCodes: 90_000, describeCodes: 1_000 } as Readonly<Record<string, number>>,
} as const;

/**
 * Counts the values and nesting of a JSON value without recursion (a 20,000-deep value is
 * measured, not walked on the stack), and stops as soon as a limit is passed. With
 * `nestingKeys` (a predicate's and/or/not) only those keys make a level, and every field and
 * operator counts one node; otherwise every object and list is a level and every value a node.
 */
export function measureJson(value: unknown, maxNodes: number, maxDepth: number, nestingKeys?: ReadonlySet<string>): { nodes: number; depth: number } {
  let nodes = 0;
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [node, depth] = pending.pop()!;
    deepest = Math.max(deepest, depth);
    if (nodes > maxNodes || deepest > maxDepth) break;
    if (Array.isArray(node)) {
      if (pending.length + node.length > maxNodes) return { nodes: maxNodes + 1, depth: deepest };
      // in a predicate, and/or already counted the level; elsewhere a list is a level of its own
      for (const element of node) pending.push([element, nestingKeys ? depth : depth + 1]);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        nodes++;
        pending.push([child, !nestingKeys || nestingKeys.has(key) ? depth + 1 : depth]);
      }
    } else {
      nodes += nestingKeys ? 0 : 1;
    }
  }
  return { nodes, depth: deepest };
}

const COMBINATORS = new Set(['and', 'or', 'not']);

/** A filter's or condition's size: conditions (fields, operators, and/or/not) and and/or/not nesting. */
export const measurePredicate = (predicate: unknown) => measureJson(predicate, QUERY_LIMITS.maxPredicateNodes, QUERY_LIMITS.maxPredicateDepth, COMBINATORS);

/**
 * Refuses a filter or condition beyond the predicate limits, on every path (a `transactEMR`
 * operation's condition, which GraphQL sees only as text, included). `what` names it in the refusal.
 */
export function assertPredicateLimits(predicate: unknown, what: string): void {
  if (predicate === null || predicate === undefined) return;
  const { nodes, depth } = measurePredicate(predicate);
  if (nodes > QUERY_LIMITS.maxPredicateNodes) throw new AppError(ERROR_TYPES.tooComplex, `The ${what} has more than ${QUERY_LIMITS.maxPredicateNodes} conditions. Ask for less in one request, or split it.`);
  if (depth > QUERY_LIMITS.maxPredicateDepth) throw new AppError(ERROR_TYPES.tooComplex, `The ${what} nests and/or/not more than ${QUERY_LIMITS.maxPredicateDepth} levels. Ask for less in one request, or split it.`);
}
