import { CompactSign, compactVerify, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { generateSigningKey, parseSigningKeys } from './signing-keys.ts';

describe('the portal signing keys', () => {
  it('signs with the first key and publishes the public half of every key', async () => {
    const [current, next] = await Promise.all([generateSigningKey(), generateSigningKey()]);
    expect(current.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const keys = await parseSigningKeys(JSON.stringify({ keys: [current, next] }));
    expect(keys.signer.kid).toBe(current.kid);
    expect(keys.publicKeys.map((key) => key.kid)).toEqual([current.kid, next.kid]);
    for (const key of keys.publicKeys) {
      expect(Object.keys(key).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    }
    const jws = await new CompactSign(new TextEncoder().encode('hi'))
      .setProtectedHeader({ alg: 'RS256' })
      .sign(keys.signer.key);
    await expect(compactVerify(jws, await importJWK(keys.publicKeys[0]!, 'RS256'))).resolves.toBeTruthy();
  });

  it('refuses a parameter without keys, or with a public key only', async () => {
    const key = await generateSigningKey();
    const { d: _d, ...publicOnly } = key;
    await expect(parseSigningKeys('{"keys":[]}')).rejects.toThrow(/no key/);
    await expect(parseSigningKeys(JSON.stringify({ keys: [publicOnly] }))).rejects.toThrow(/private RSA/);
  });
});
