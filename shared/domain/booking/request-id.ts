import { createHash } from 'node:crypto';

/** The UUID v5 namespace of booking request ids (a fixed random UUID: never change it). */
const REQUEST_NAMESPACE = 'b3c4a1f2-6d7e-4f80-9a1b-2c3d4e5f6071';

/** A name-based UUID (RFC 9562 version 5: SHA-1 of the namespace's bytes and the name). */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of the booking request a form draft creates at an artist: the same for every retry of the
 * draft (its idempotency key), different for another artist or another draft
 * (docs/decisions/0019-request-idempotency.md).
 */
export function requestIdOf(artistId: string, idempotencyKey: string): string {
  return uuidV5(`${artistId}/${idempotencyKey.toLowerCase()}`, REQUEST_NAMESPACE);
}
