/**
 * The one error shape that travels from the server to a toast. GraphQL errors carry it as
 * `{ message, errorType, path }` (AppSync's shape); file and manifest endpoints answer
 * `{ errorType, message }` JSON; Cognito keeps its own `{ __type, message }`.
 */
export const ERROR_TYPES = {
  /** No, expired, forged or revoked token; or a deactivated account. */
  unauthorized: 'UnauthorizedException',
  /** Signed in, but the role may not do this. */
  forbidden: 'AccessDeniedException',
  /** The record kind belongs to a module switched off for the clinic. */
  moduleDisabled: 'ModuleDisabledException',
  notFound: 'NotFoundException',
  /** The record changed since the caller read it (optimistic concurrency). */
  conflict: 'ConflictUnhandled',
  /** A write's condition failed, or the record it targets is gone (AppSync's DynamoDB error). */
  conditionFailed: 'DynamoDB:ConditionalCheckFailedException',
  /** The input breaks a rule of the record kind (zod). */
  validation: 'ValidationException',
  /** The request itself is malformed: bad JSON, wrong types, bad nextToken, bad filter. */
  badRequest: 'BadRequestException',
  /** The request asks for more than one request may: root fields, rows × fields, predicate or variable size (docs/permissions.md §4). */
  tooComplex: 'QueryTooComplexException',
  /** An operation the server does not offer (GraphQL subscriptions: the embedded server has no real-time endpoint). */
  unsupported: 'UnsupportedOperation',
  payloadTooLarge: 'PayloadTooLargeException',
  /** Too many attempts of something that is limited (e.g. addresses refused for new accounts); try later. */
  tooManyRequests: 'LimitExceededException',
  unsupportedMediaType: 'UnsupportedMediaTypeException',
  internal: 'InternalFailure',
  /** The browser could not reach the server (offline, server down). */
  network: 'NetworkError',
} as const;

export type ErrorType = (typeof ERROR_TYPES)[keyof typeof ERROR_TYPES];

export interface AppErrorShape {
  errorType: ErrorType;
  message: string;
  /** Per-field messages for form errors. */
  fields?: Record<string, string>;
}

export class AppError extends Error implements AppErrorShape {
  readonly errorType: ErrorType;
  readonly fields?: Record<string, string>;
  constructor(errorType: ErrorType, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.errorType = errorType;
    if (fields) this.fields = fields;
  }
}
