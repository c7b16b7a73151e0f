/** The name of an Amplify / Cognito error (`NotAuthorizedException`, ...), if any. */
export function authErrorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const name = (error as { name?: unknown }).name;
  return typeof name === 'string' ? name : undefined;
}

const MESSAGE_KEYS: Record<string, string> = {
  NotAuthorizedException: 'web.auth.errors.invalidCredentials',
  UserNotFoundException: 'web.auth.errors.invalidCredentials',
  UsernameExistsException: 'web.auth.errors.userExists',
  AliasExistsException: 'web.auth.errors.userExists',
  CodeMismatchException: 'web.auth.errors.codeMismatch',
  // A wrong first code of an authenticator app being set up.
  EnableSoftwareTokenMFAException: 'web.auth.errors.codeMismatch',
  ExpiredCodeException: 'web.auth.errors.codeExpired',
  LimitExceededException: 'web.auth.errors.tooManyAttempts',
  TooManyRequestsException: 'web.auth.errors.tooManyAttempts',
  TooManyFailedAttemptsException: 'web.auth.errors.tooManyAttempts',
  InvalidPasswordException: 'web.auth.errors.invalidPassword',
  NetworkError: 'web.errors.network_error',
};

/** The message key to show for a failed Cognito call (a generic one for the unexpected). */
export function authErrorKey(error: unknown): string {
  return MESSAGE_KEYS[authErrorName(error) ?? ''] ?? 'web.auth.errors.generic';
}
