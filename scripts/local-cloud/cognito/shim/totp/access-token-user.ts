import { createRequire } from 'node:module';
import { NotAuthorizedError } from 'cognito-local/lib/errors.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import { importJWK, jwtVerify } from 'jose';

const publicKey = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.public.json') as {
  jwk: Record<string, string>;
};

/**
 * The user an access token speaks for, as Cognito checks it: signed by the pool's key, an access
 * token, not expired. cognito-local's own MFA targets only decode the token, so any forged token
 * could enrol a software token on anyone's account.
 */
export async function accessTokenUser(
  services: Services,
  ctx: Context,
  accessToken: string | undefined,
): Promise<{ user: User; userPool: UserPoolService }> {
  let claims: { token_use?: unknown; client_id?: unknown; sub?: unknown };
  try {
    const key = await importJWK(publicKey.jwk, 'RS256');
    claims = (await jwtVerify(accessToken ?? '', key)).payload;
  } catch {
    throw new NotAuthorizedError('Invalid Access Token');
  }
  if (claims.token_use !== 'access') throw new NotAuthorizedError('Invalid Access Token');
  const userPool = await services.cognito.getUserPoolForClientId(ctx, String(claims.client_id ?? ''));
  const user = await userPool.getUserByUsername(ctx, String(claims.sub ?? ''));
  if (!user) throw new NotAuthorizedError('Invalid Access Token');
  return { user, userPool };
}
