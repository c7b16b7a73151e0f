import { NotAuthorizedError } from 'cognito-local/lib/errors.js';
import type { Route, Router } from 'cognito-local/lib/server/Router.js';

/** The sign-in targets that check a password. */
export const SIGN_IN_TARGETS = ['InitiateAuth', 'AdminInitiateAuth'];

/**
 * Cognito answers a wrong password at sign-in with `NotAuthorizedException` ("Incorrect username or
 * password."); cognito-local with `InvalidPasswordException`, Cognito's error for a new password
 * the policy refuses, which the SPA then shows as "This password is not accepted".
 */
export function signInErrors(target: string, base: Router): Route {
  return async (ctx, req) => {
    try {
      return await base(target)(ctx, req);
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === 'InvalidPasswordException') {
        throw new NotAuthorizedError('Incorrect username or password.');
      }
      throw error;
    }
  };
}
