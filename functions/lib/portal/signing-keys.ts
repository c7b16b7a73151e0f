import { getParameter } from '@aws-lambda-powertools/parameters/ssm';
import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
} from 'jose';
import { env } from '#functions/lib/env.ts';
import { PORTAL_JWT_ALG } from '#shared/domain/portal/portal-auth-rules.ts';

/** A key of the JWKS: the public half of one signing key. */
interface PublicJwk {
  kty: 'RSA';
  kid: string;
  use: 'sig';
  alg: 'RS256';
  n: string;
  e: string;
}

export interface SigningKeys {
  /** The first key of the parameter signs. */
  signer: { kid: string; key: CryptoKey };
  /** Every key of the parameter is published, so a key can be added before it signs. */
  publicKeys: PublicJwk[];
}

/** How long a warm function keeps the parameter before reading it again (a rotation shows up). */
const PARAMETER_MAX_AGE_SECONDS = 300;

let cached: { raw: string; keys: Promise<SigningKeys> } | undefined;

/**
 * The portal's signing keys, from the SSM SecureString `PORTAL_SIGNING_KEY_PARAMETER` (read with
 * Powertools, cached 5 minutes): `{"keys": [<private RSA JWK with kid>, ...]}`.
 */
export async function signingKeys(): Promise<SigningKeys> {
  const raw = await getParameter(env.portalSigningKeyParameter, {
    decrypt: true,
    maxAge: PARAMETER_MAX_AGE_SECONDS,
  });
  if (typeof raw !== 'string' || !raw) throw new Error('the portal signing key parameter is empty');
  if (cached?.raw !== raw) cached = { raw, keys: parseSigningKeys(raw) };
  return cached.keys;
}

/** Reads the parameter's JSON: refuses anything but private RSA keys with a `kid`. */
export async function parseSigningKeys(raw: string): Promise<SigningKeys> {
  const parsed = JSON.parse(raw) as { keys?: unknown };
  const keys = Array.isArray(parsed.keys) ? (parsed.keys as JWK[]) : [];
  if (keys.length === 0) throw new Error('the portal signing key parameter holds no key');
  for (const key of keys) {
    if (key.kty !== 'RSA' || typeof key.kid !== 'string' || !key.d || !key.n || !key.e)
      throw new Error('the portal signing keys must be private RSA JWKs with a kid');
  }
  const first = keys[0]!;
  return {
    signer: { kid: first.kid!, key: (await importJWK(first, PORTAL_JWT_ALG)) as CryptoKey },
    publicKeys: keys.map((key) => ({
      kty: 'RSA',
      kid: key.kid!,
      use: 'sig',
      alg: PORTAL_JWT_ALG,
      n: key.n!,
      e: key.e!,
    })),
  };
}

/**
 * A new signing key as the parameter stores it: a 2048-bit RSA private JWK whose `kid` is its
 * thumbprint. Used by the local cloud (once, kept under `.local/`) and `scripts/portal-signing-key.ts`.
 */
export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(PORTAL_JWT_ALG, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n: jwk.n!, e: jwk.e! });
  return { ...jwk, kid, alg: PORTAL_JWT_ALG, use: 'sig' };
}
