import { signOutEverywhere } from '#functions/lib/cognito.ts';
import { closePartyConnections } from '#functions/lib/live/close-connections.ts';
import { logger } from '#functions/lib/logger.ts';
import { eventConsumer } from '#functions/lib/parse-bus-event.ts';
import { partyKey } from '#shared/domain/live/party.ts';

/**
 * The `session-revocation` consumer (ADR 0070): an artist suspended or deleted loses every session
 * at once. Their open live connections are closed (API Gateway's `DeleteConnection`) and their
 * refresh tokens revoked (Cognito's `AdminUserGlobalSignOut`). Both steps are idempotent, so a retry
 * finishes the job. A restored artist simply signs in again.
 */
export const handler = eventConsumer('session-revocation', async ({ detailType, envelope }) => {
  const { artistId } = envelope.payload;
  const sockets = await closePartyConnections(partyKey({ kind: 'artist', artistId }));
  const signedOut = await signOutEverywhere(artistId);
  logger.info('artist sessions revoked', { detailType, artistId, sockets, signedOut });
});
