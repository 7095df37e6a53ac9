/**
 * POST /graphql with AppSync's wire behaviour: the raw access token in `Authorization`,
 * 401 for a missing or bad token, 200 with `{ data, errors: [{ message, errorType, path }] }`
 * otherwise. Documents are parsed, validated and planned once and cached: the Data client
 * sends the same few documents over and over (see fastPath.ts). What one request may ask for
 * is limited before any work is done (limits.ts); subscriptions are not offered.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, ERROR_TYPES } from '@emr/domain';
import { type DocumentNode, type ExecutionResult, GraphQLError, type GraphQLSchema, Kind, execute, parse, validate } from 'graphql';
import { type Plan, runPlan, plan } from './fastPath.ts';
import { type DocumentShape, checkBodyText, checkQueryText, checkRequestCost, documentShape } from './limits.ts';
import { readBody, sendJson, sendJsonText } from '../http/body.ts';
import type { CallerFrom } from '../http/caller.ts';
import type { ResolverContext } from './schema.ts';

const MAX_BODY = 1024 * 1024;
const CACHE_SIZE = 500;

export interface GraphqlHandlerOptions<Caller> {
  schema: GraphQLSchema;
  /** The caller from the request's headers; throws an AppError (UnauthorizedException) otherwise. */
  callerFrom: CallerFrom<Caller>;
  logError?: (message: string, err: unknown) => void;
}

type Prepared = { document: DocumentNode; plan: Plan | null; shape: DocumentShape } | { errors: readonly GraphQLError[] };

const asGraphqlError = (error: AppError) => new GraphQLError(error.message, undefined, undefined, undefined, undefined, error);

interface AppSyncError {
  message: string;
  errorType: string;
  path?: readonly (string | number)[];
  locations?: readonly { line: number; column: number }[];
  data: null;
  errorInfo: null;
}

function toAppSyncError(error: GraphQLError, logError: (m: string, e: unknown) => void): AppSyncError {
  const original = error.originalError;
  let errorType: string = ERROR_TYPES.badRequest;
  let message = error.message;
  if (original instanceof AppError) {
    errorType = original.errorType;
    message = original.message;
  } else if (original && !(original instanceof GraphQLError)) {
    if (/^(Invalid AWS|AWSJSON|AWSTimestamp)/.test(original.message)) {
      errorType = ERROR_TYPES.badRequest;
    } else {
      logError('graphql resolver failed', original);
      errorType = ERROR_TYPES.internal;
      message = 'An internal error occurred; nothing was changed. Try again, and tell your administrator if it persists.';
    }
  }
  return {
    message,
    errorType,
    ...(error.path ? { path: error.path } : {}),
    ...(error.locations ? { locations: error.locations } : {}),
    data: null,
    errorInfo: null,
  };
}

export function createGraphqlHandler<Caller>({ schema, callerFrom, logError = console.error }: GraphqlHandlerOptions<Caller>) {
  const cache = new Map<string, Prepared>();

  function prepare(query: string): Prepared {
    const cached = cache.get(query);
    if (cached) return cached;
    let prepared: Prepared;
    try {
      checkQueryText(query);
      const document = parse(query);
      if (document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'subscription')) {
        throw new AppError(ERROR_TYPES.unsupported, 'Subscriptions are not offered by this server: there is no real-time endpoint. Read the data with a query instead.');
      }
      // counted before validation, which is the costly part for a document with hundreds of fields
      const shape = documentShape(schema, document);
      const errors = validate(schema, document);
      prepared = errors.length ? { errors } : { document, plan: plan(schema, document), shape };
    } catch (error) {
      prepared = { errors: [error instanceof GraphQLError ? error : error instanceof AppError ? asGraphqlError(error) : new GraphQLError(String(error))] };
    }
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(query, prepared);
    return prepared;
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      sendJson(res, 405, { errors: [{ errorType: 'MethodNotAllowed', message: 'Send GraphQL requests with POST' }] }, { allow: 'POST' });
      return;
    }
    // the caller first, from the headers alone: a request without a valid token costs no body read
    let caller: Caller;
    try {
      caller = await callerFrom(req);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Invalid token';
      // the unread body is not waited for: node closes the connection after the answer
      sendJson(res, 401, { errors: [{ errorType: ERROR_TYPES.unauthorized, message }] }, req.complete ? {} : { connection: 'close' });
      return;
    }
    let body: string;
    try {
      body = await readBody(req, MAX_BODY);
    } catch (error) {
      const tooLarge = error instanceof AppError && error.errorType === ERROR_TYPES.payloadTooLarge;
      const errorType = error instanceof AppError ? error.errorType : ERROR_TYPES.badRequest;
      sendJson(res, tooLarge ? 413 : 400, { errors: [{ errorType, message: (error as Error).message }] }, req.complete ? {} : { connection: 'close' });
      return;
    }
    try {
      checkBodyText(body);
    } catch (error) {
      sendJson(res, 200, { data: null, errors: [toAppSyncError(asGraphqlError(error as AppError), logError)] });
      return;
    }
    let request: { query?: unknown; variables?: unknown };
    try {
      request = JSON.parse(body) as typeof request;
    } catch {
      sendJson(res, 400, { errors: [{ errorType: 'MalformedHttpRequestException', message: 'The request body is not valid JSON' }] });
      return;
    }
    if (!request || typeof request.query !== 'string') {
      sendJson(res, 400, { errors: [{ errorType: 'MalformedHttpRequestException', message: 'The request needs a "query" string' }] });
      return;
    }
    const variables = request.variables ?? {};
    if (typeof variables !== 'object' || Array.isArray(variables)) {
      sendJson(res, 400, { errors: [{ errorType: 'MalformedHttpRequestException', message: '"variables" must be an object' }] });
      return;
    }
    const prepared = prepare(request.query);
    if ('errors' in prepared) {
      sendJson(res, 200, { data: null, errors: prepared.errors.map((e) => toAppSyncError(e, logError)) });
      return;
    }
    try {
      checkRequestCost(prepared.shape, variables as Record<string, unknown>);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      sendJson(res, 200, { data: null, errors: [toAppSyncError(asGraphqlError(error), logError)] });
      return;
    }
    const context: ResolverContext<Caller> = { caller };
    const planned = prepared.plan ? await runPlan(schema, prepared.plan, context, variables as Record<string, unknown>) : undefined;
    if (planned && 'dataJson' in planned) {
      sendJsonText(res, 200, `{"data":${planned.dataJson}}`);
      return;
    }
    const result: ExecutionResult =
      planned ?? (await execute({ schema, document: prepared.document, contextValue: context, variableValues: variables as Record<string, unknown> }));
    const payload: { data: unknown; errors?: AppSyncError[] } = { data: result.data ?? null };
    if (result.errors?.length) payload.errors = result.errors.map((e) => toAppSyncError(e, logError));
    sendJson(res, 200, payload);
  };
}
