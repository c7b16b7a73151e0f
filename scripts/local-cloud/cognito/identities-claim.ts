import { createRequire } from 'node:module';
import type { TokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT } from 'jose';

const privateKey = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as {
  jwk: Record<string, string>;
};

/**
 * Cognito's `identities` claim in the ID token of a user with a Google or Apple identity (their own
 * or linked to their account, ADR 0056), which cognito-local never writes: the API tells by it that
 * a sign-in may have skipped the second factor (ADR 0073). The ID token is signed again with the
 * same key, its other claims unchanged.
 */
export function withIdentitiesClaim(generator: TokenGenerator): TokenGenerator {
  return {
    async generate(ctx, user, userGroups, userPoolClient, clientMetadata, source) {
      const tokens = await generator.generate(ctx, user, userGroups, userPoolClient, clientMetadata, source);
      const identities = user.Attributes.find((attribute) => attribute.Name === 'identities')?.Value;
      if (!identities) return tokens;
      const header = decodeProtectedHeader(tokens.IdToken);
      const key = await importJWK(privateKey.jwk, 'RS256');
      const IdToken = await new SignJWT({ ...decodeJwt(tokens.IdToken), identities: JSON.parse(identities) })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: header.kid ?? 'CognitoLocal' })
        .sign(key);
      return { ...tokens, IdToken };
    },
  };
}
