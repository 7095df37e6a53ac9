/** What a person reads when an auth step fails: Amplify/Cognito names via `authErrorMessage`, data errors via `errorMessage`. */
import { AppError } from '@emr/domain';
import { authErrorMessage, errorMessage } from '@emr/shared-ui';
import type { TFunction } from 'i18next';

export function describeAuthError(t: TFunction, error: unknown): string {
  if (error instanceof AppError) return errorMessage(t, error);
  // Amplify reports an unreachable server as NetworkError (fetch's TypeError underneath)
  if (error instanceof TypeError || errorName(error) === 'NetworkError') return t('common:errors.NetworkError');
  return authErrorMessage(t, error);
}

/** The error name Amplify gives (Cognito's `__type`), or ''. */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}
