/**
 * What one GraphQL request may ask for (docs/permissions.md §4, "Query limits"). The embedded
 * server checks every one before any work is done (backend/src/graphql/limits.ts); the cloud's
 * AppSync API is given the two it can enforce itself, the selection depth and the resolvers
 * per request (amplify/data/limits.ts), the others have no equivalent there
 * (docs/architecture.md, "What cannot hold in the cloud yet").
 */
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
} as const;
