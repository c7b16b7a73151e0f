import { getDb } from '#functions/lib/db.ts';
import { eventConsumer } from '#functions/lib/parse-bus-event.ts';
import { normalizeEmail } from '#shared/domain/booking/email-hash.ts';

/**
 * The `request-waiting` consumer (issue 30, item 3; ADR 0087): a client's message ends the wait of
 * their pending requests with that artist that the artist asked them about before it. Each is
 * patched only while it still waits since the time read, so a redelivered event, or a question
 * asked after the message, is left as it is.
 */
export const handler = eventConsumer('request-waiting', async ({ envelope }) => {
  const { artistId, sender, sentAt } = envelope.payload;
  if (sender !== 'client') return;
  const clientEmail = normalizeEmail(envelope.payload.clientEmail);
  const db = getDb();
  const { data } = await db.entities.bookingRequest.query
    .byClient({ clientEmail })
    .go({ pages: 'all', attributes: ['artistId', 'requestId', 'status', 'awaitingClientSince'] });
  const answered = data.filter(
    (request) =>
      request.artistId === artistId &&
      request.status === 'pending' &&
      request.awaitingClientSince !== undefined &&
      request.awaitingClientSince <= sentAt,
  );
  await Promise.all(
    answered.map(async (request) => {
      const since = request.awaitingClientSince ?? '';
      await db.transaction
        .write(({ bookingRequest }) => [
          bookingRequest
            .patch({ artistId, requestId: request.requestId })
            .remove(['awaitingClientSince'])
            .where(({ awaitingClientSince }, { eq }) => eq(awaitingClientSince, since))
            .commit(),
        ])
        .go();
    }),
  );
});
