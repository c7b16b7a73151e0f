import { signOutEverywhere } from '#functions/lib/cognito.ts';
import { closePartyConnections } from '#functions/lib/live/close-connections.ts';
import { logger } from '#functions/lib/logger.ts';
import { eventConsumer } from '#functions/lib/parse-bus-event.ts';
import { partyKey } from '#shared/domain/live/party.ts';

/**
 * The `session-revocation` consumer (ADR 0070): an artist suspended or deleted loses every session
 * at once. Their refresh tokens are revoked (Cognito's `AdminUserGlobalSignOut`), then their open
 * live connections closed (API Gateway's `DeleteConnection`), so that a closed connection means no
 * session is left. Both steps are idempotent, so a retry
 * finishes the job. A restored artist simply signs in again.
 */
export const handler = eventConsumer('session-revocation', async ({ detailType, envelope }) => {
  const { artistId } = envelope.payload;
  // Refresh tokens first: once the live connection closes, no session is left to renew.
  const signedOut = await signOutEverywhere(artistId);
  const sockets = await closePartyConnections(partyKey({ kind: 'artist', artistId }));
  logger.info('artist sessions revoked', { detailType, artistId, sockets, signedOut });
});
