import type { EventPayload } from '#events/define-event.ts';
import type { artistDeleted } from '#events/definitions/account.ts';
import { deleteSignIn } from '#functions/lib/cognito.ts';
import { logger } from '#functions/lib/logger.ts';
import { queueConsumer } from '#functions/lib/queue-consumer.ts';
import { eraseMedia } from './erase-media.ts';
import { eraseArtistPartition, eraseConversations } from './erase-partition.ts';
import { rehomeClientHistory } from './rehome-client-history.ts';

type Deleted = EventPayload<typeof artistDeleted>;

/**
 * Erases a deleted artist (ADR 0055), each step idempotent so a redelivered event finishes the job:
 * the sign-in, the conversations, the clients' requests and bookings moved to an anonymous
 * partition, every other item of the artist's partition, every image. (Billing ends in the
 * `billing-sync` consumer, which holds the Stripe SDK: functions/consumers/billing-sync/end-billing.ts.)
 */
export async function eraseArtist(deleted: Deleted) {
  const { artistId } = deleted;
  await deleteSignIn(deleted.username, artistId);
  const conversations = await eraseConversations(artistId);
  const kept = await rehomeClientHistory(deleted);
  const items = await eraseArtistPartition(artistId);
  const objects = await eraseMedia(artistId);
  logger.info('artist erased', { artistId, conversations, kept, items, objects });
}

/** The `account-erasure` consumer, fed by its queue: a record that fails is retried by SQS. */
export const handler = queueConsumer(
  'account-erasure',
  ({ envelope }) => eraseArtist(envelope.payload),
  'artist not fully erased, will be retried',
);
