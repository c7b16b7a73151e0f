import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import webpush from 'web-push';

/** The SSM parameter of the VAPID key pair push notifications are signed with (ADR 0098). */
export const LOCAL_VAPID_KEY_PARAMETER = '/inkslot/local/push/vapid-keys';

/**
 * The local VAPID key pair, as the SSM parameter holds it in AWS (`{publicKey, privateKey, subject}`):
 * generated at the first start and kept in `file` (`.local/push/vapid-keys.json` for `npm start`, so
 * a browser's subscription, bound to the public key, survives a restart; a temp dir for tests).
 * Owner-only permissions: it is a private key, even locally.
 */
export function localVapidKeys(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  const value = JSON.stringify({ publicKey, privateKey, subject: 'mailto:push@inkslot.test' });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}
