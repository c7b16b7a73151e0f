import { createHash } from 'node:crypto';

/**
 * A push device's id: the first 128 bits of its endpoint's SHA-256, base64url (22 characters). The
 * same browser subscribing again gets the same id, so its device is replaced, not listed twice.
 */
export function pushDeviceId(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest().subarray(0, 16).toString('base64url');
}
