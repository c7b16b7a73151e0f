import type { EventBridgeEvent } from 'aws-lambda';
import { partyKey } from '../../../shared/domain/live/party.ts';
import { signOutEverywhere } from '../../lib/cognito.ts';
import { closePartyConnections } from '../../lib/live/close-connections.ts';
import { logger } from '../../lib/logger.ts';
import { parseBusEvent } from '../../lib/parse-bus-event.ts';

/**
 * The `session-revocation` consumer (ADR 0070): an artist suspended or deleted loses every session
 * at once. Their open live connections are closed (API Gateway's `DeleteConnection`) and their
 * refresh tokens revoked (Cognito's `AdminUserGlobalSignOut`). Both steps are idempotent, so a retry
 * finishes the job. A restored artist simply signs in again.
 */
export const handler = async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
  const { detailType, envelope } = parseBusEvent(event);
  const { artistId } = envelope.payload as { artistId: string };
  const sockets = await closePartyConnections(partyKey({ kind: 'artist', artistId }));
  const signedOut = await signOutEverywhere(artistId);
  logger.info('artist sessions revoked', { detailType, artistId, sockets, signedOut });
};
