import { getDb } from '#functions/lib/db.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import type { ConversationItemView } from '#shared/api/contracts/messages.ts';
import type { ConversationItem } from '#shared/db/entities/conversation.ts';

/**
 * The client's requests and bookings with the conversation's artist (the details panel): one query
 * each of the client index, kept to that artist; a request accepted into a booking shows once, as
 * the booking. Slots in the artist's zone; earliest first.
 */
export async function conversationItems(
  conversation: ConversationItem,
  artist: { timezone?: string | undefined; hourFormat?: '12' | '24' | undefined },
): Promise<ConversationItemView[]> {
  const { artistId, clientEmail } = conversation;
  const db = getDb();
  const [requests, bookings] = await Promise.all([
    db.entities.bookingRequest.query.byClient({ clientEmail }).go({ pages: 'all' }),
    db.entities.booking.query.byClient({ clientEmail }).go({ pages: 'all' }),
  ]);
  const booked = bookings.data.filter((booking) => booking.artistId === artistId);
  const bookedIds = new Set(booked.map((booking) => booking.bookingId));
  const items: ConversationItemView[] = [
    ...requests.data
      .filter((request) => request.artistId === artistId && request.status !== 'accepted')
      .filter((request) => !bookedIds.has(request.requestId))
      .map((request) => ({
        id: request.requestId,
        kind: 'request' as const,
        status: request.status as 'pending' | 'refused' | 'canceled',
        projectType: request.projectType,
        slot: slotViewOf(request, artist),
      })),
    ...booked.map((booking) => ({
      id: booking.bookingId,
      kind: 'booking' as const,
      status: booking.status,
      projectType: booking.projectType,
      slot: slotViewOf(booking, artist),
    })),
  ];
  return items.sort((a, b) => a.slot.start.localeCompare(b.slot.start));
}
