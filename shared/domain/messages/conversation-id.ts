import { createHash } from 'node:crypto';
import { normalizeEmail } from '#shared/domain/booking/email-hash.ts';

/**
 * The id of the one conversation between an artist and a client: derived from both (the SHA-256 of
 * the artist id and the normalized email, written as a UUID), so the client's first request and
 * either side's first message name the same conversation without reading first, and a request's
 * view can link to it. It reveals neither party.
 */
export function conversationIdOf(artistId: string, clientEmail: string): string {
  const hex = createHash('sha256')
    .update(`${artistId}\n${normalizeEmail(clientEmail)}`, 'utf8')
    .digest('hex')
    .slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
