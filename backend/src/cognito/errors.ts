/**
 * A Cognito-style service error. `type` becomes `__type` in the JSON 1.1 error body and the
 * `x-amzn-errortype` header; Amplify reads the error name from there.
 */
export class CognitoError extends Error {
  readonly type: string;
  readonly status: number;

  constructor(type: string, message: string, status = 400) {
    super(message);
    this.name = type;
    this.type = type;
    this.status = status;
  }
}

export function notAuthorized(message: string): CognitoError {
  return new CognitoError('NotAuthorizedException', message);
}

export function invalidParameter(message: string): CognitoError {
  return new CognitoError('InvalidParameterException', message);
}

/** The message real Cognito uses when "prevent user existence errors" is on. */
export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';
