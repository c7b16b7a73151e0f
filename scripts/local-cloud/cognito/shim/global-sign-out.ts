import { createRequire } from 'node:module';
import { NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors.js';
import type { Route } from 'cognito-local/lib/server/Router.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { importJWK, jwtVerify } from 'jose';

const publicKey = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.public.json') as {
  jwk: Record<string, string>;
};

/**
 * `GlobalSignOut`, which cognito-local lacks (Amplify's `signOut({ global: true })` calls it):
 * forgets every refresh token of the access token's user, so no session can refresh any more.
 */
export function globalSignOut(services: Services): Route {
  return async (ctx, req: { AccessToken?: string }) => {
    let claims: { iss?: string; username?: unknown; token_use?: unknown };
    try {
      const key = await importJWK(publicKey.jwk, 'RS256');
      claims = (await jwtVerify(req.AccessToken ?? '', key)).payload;
    } catch {
      throw new NotAuthorizedError('Invalid Access Token');
    }
    if (claims.token_use !== 'access') throw new NotAuthorizedError('Invalid Access Token');
    const userPool = await services.cognito.getUserPool(
      ctx,
      String(claims.iss ?? '')
        .split('/')
        .at(-1) ?? '',
    );
    const user = await userPool.getUserByUsername(ctx, String(claims.username ?? ''));
    if (!user) throw new NotAuthorizedError('Invalid Access Token');
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  };
}

/**
 * `AdminUserGlobalSignOut`, which cognito-local lacks too: the same for a user named by an
 * administrator (user name, or an alias: `sub`, email), as the `session-revocation` consumer calls
 * it on a suspension or a deletion (ADR 0070). REFRESH_TOKEN_AUTH and `GetTokensFromRefreshToken`
 * then refuse every refresh token the user held; a new sign-in works as before.
 */
export function adminUserGlobalSignOut(services: Services): Route {
  return async (ctx, req: { UserPoolId?: string; Username?: string }) => {
    const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId ?? '');
    const user = await userPool.getUserByUsername(ctx, req.Username ?? '');
    if (!user) throw new UserNotFoundError('User does not exist.');
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  };
}
