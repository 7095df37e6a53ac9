/**
 * One error shape from server to toast: every failure (GraphQL errors, Cognito errors,
 * network, file endpoint) becomes an AppError with a known errorType, optional per-field
 * messages, and the server's own message.
 */
import { AppError, ERROR_TYPES, type ErrorType } from '@emr/domain';
import type { TFunction } from 'i18next';

const KNOWN = new Set<string>(Object.values(ERROR_TYPES));

interface GraphqlError {
  errorType?: string | null;
  message?: string;
}

export function fromGraphqlErrors(errors: readonly GraphqlError[]): AppError {
  const first = errors[0] ?? {};
  const type = first.errorType && KNOWN.has(first.errorType) ? (first.errorType as ErrorType) : ERROR_TYPES.badRequest;
  return new AppError(type, first.message ?? 'The request was not accepted');
}

/** Normalises anything thrown by a data call. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray((error as { errors: unknown }).errors)) {
    return fromGraphqlErrors((error as { errors: GraphqlError[] }).errors);
  }
  if (error instanceof TypeError || (error instanceof Error && /network|fetch/i.test(error.name + error.message))) {
    return new AppError(ERROR_TYPES.network, error.message);
  }
  if (error instanceof Error && error.name === 'NotAuthorizedException') return new AppError(ERROR_TYPES.unauthorized, error.message);
  return new AppError(ERROR_TYPES.internal, error instanceof Error ? error.message : String(error));
}

/** The message a person reads: translated by type; validation keeps the server's field details. */
export function errorMessage(t: TFunction, error: unknown): string {
  const appError = toAppError(error);
  if (appError.errorType === ERROR_TYPES.validation || appError.errorType === ERROR_TYPES.badRequest) {
    return appError.message || t('common:errors.ValidationException');
  }
  return t(`common:errors.${appError.errorType}`, { defaultValue: t('common:errors.unknown') });
}
