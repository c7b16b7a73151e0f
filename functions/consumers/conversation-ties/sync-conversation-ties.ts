import { getDb } from '#functions/lib/db.ts';
import { openConversation } from '#functions/lib/messages/conversations.ts';
import { eventConsumer } from '#functions/lib/parse-bus-event.ts';
import { normalizeEmail } from '#shared/domain/booking/email-hash.ts';

/**
 * The `conversation-ties` consumer (issue 11): a client's request to an artist, and every change of
 * its life (accepted, refused, cancelled, moved, booking cancelled), opens their conversation if it
 * does not exist yet and sets what the lists filter by: the client's pending requests with that
 * artist and the ends of their confirmed bookings. Recomputed from the table each time (the client's
 * requests and bookings, one query each of the client index), so a redelivered or late event
 * leaves the same result.
 */
export const handler = eventConsumer('conversation-ties', async ({ envelope }) => {
  const { artistId, client } = envelope.payload;
  const clientEmail = normalizeEmail(client.email);
  const db = getDb();
  const [requests, bookings] = await Promise.all([
    db.entities.bookingRequest.query.byClient({ clientEmail }).go({ pages: 'all', order: 'desc' }),
    db.entities.booking.query.byClient({ clientEmail }).go({ pages: 'all' }),
  ]);
  const own = requests.data.filter((request) => request.artistId === artistId);
  const latest = own[0];
  if (!latest) return;
  const conversation = await openConversation({
    artistId,
    clientEmail,
    clientFirstName: latest.clientFirstName,
    clientLastName: latest.clientLastName,
    now: new Date(),
  });
  const bookingEnds = bookings.data
    .filter((booking) => booking.artistId === artistId && booking.status === 'confirmed')
    .map((booking) => booking.slotEnd)
    .sort();
  await db.entities.conversation
    .patch({ conversationId: conversation.conversationId })
    .set({
      pendingRequests: own.filter((request) => request.status === 'pending').length,
      bookingEnds,
      clientFirstName: latest.clientFirstName,
      clientLastName: latest.clientLastName,
      updatedAt: new Date().toISOString(),
    })
    .go();
});
