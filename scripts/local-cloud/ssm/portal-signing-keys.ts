import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateSigningKey } from '#functions/lib/portal/signing-keys.ts';

export const LOCAL_PORTAL_KEY_PARAMETER = '/inkslot/local/portal/signing-keys';
/** The ALTCHA proofs' HMAC key (ADR 0068): a fresh random one at each start is enough locally. */
export const LOCAL_ALTCHA_KEY_PARAMETER = '/inkslot/local/altcha/hmac-key';

/**
 * The local portal's signing keys, as the SSM parameter holds them in AWS: generated once and kept
 * in `file` (`.local/portal/signing-keys.json` for `npm start`, so sessions survive a restart; a
 * temp dir for tests). Owner-only permissions: it is a private key, even locally.
 */
export async function localPortalSigningKeys(file: string): Promise<string> {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const value = JSON.stringify({ keys: [await generateSigningKey()] });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}
