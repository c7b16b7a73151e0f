import { CognitoError, NotAuthorizedError } from 'cognito-local/lib/errors.js';
import type { Route, Router } from 'cognito-local/lib/server/Router.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { decodeJwt } from 'jose';

type Attribute = { Name?: string; Value?: string };

/**
 * `UpdateUserAttributes` as Cognito does it in a pool where the email is the sign-in name: an email
 * another user signs in with is refused (`AliasExistsException`); cognito-local would give two
 * users one address. The code for a new email goes to the new address (`SesMessageSender`).
 */
export function updateUserAttributes(base: Router, services: Services): Route {
  return async (ctx, req: { AccessToken?: string; UserAttributes?: Attribute[] }) => {
    const email = req.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
    if (email) {
      let claims: { client_id?: unknown; sub?: unknown };
      try {
        claims = decodeJwt(req.AccessToken ?? '');
      } catch {
        throw new NotAuthorizedError('Invalid Access Token');
      }
      const userPool = await services.cognito.getUserPoolForClientId(ctx, String(claims.client_id ?? ''));
      const owner = await userPool.getUserByUsername(ctx, email.trim().toLowerCase());
      const ownSub = owner?.Attributes.find((attribute) => attribute.Name === 'sub')?.Value;
      if (owner && ownSub !== claims.sub)
        throw new CognitoError('AliasExistsException', 'An account with the given email already exists.');
    }
    return base('UpdateUserAttributes')(ctx, req);
  };
}
