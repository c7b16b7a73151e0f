import { InvalidParameterError } from 'cognito-local/lib/errors.js';
import type { Route, Router } from 'cognito-local/lib/server/Router.js';
import { decodeJwt } from 'jose';

/**
 * `GetTokensFromRefreshToken`, which Amplify (>= 6.15) uses for every refresh and cognito-local
 * lacks: answered by its `InitiateAuth` REFRESH_TOKEN_AUTH. No new refresh token comes back, as with
 * a pool that does not rotate them; Amplify then keeps the one it has.
 */
export function getTokensFromRefreshToken(base: Router): Route {
  return async (
    ctx,
    req: { ClientId?: string; RefreshToken?: string; ClientMetadata?: Record<string, string> },
  ) => {
    if (!req.ClientId) throw new InvalidParameterError('Missing required parameter ClientId');
    if (!req.RefreshToken) throw new InvalidParameterError('Missing required parameter RefreshToken');
    const result = await base('InitiateAuth')(ctx, {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: req.ClientId,
      AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
      ClientMetadata: req.ClientMetadata,
    });
    const { AccessToken, IdToken } = result.AuthenticationResult as { AccessToken: string; IdToken: string };
    const { exp = 0, iat = 0 } = decodeJwt(AccessToken);
    return { AuthenticationResult: { AccessToken, IdToken, ExpiresIn: exp - iat, TokenType: 'Bearer' } };
  };
}
