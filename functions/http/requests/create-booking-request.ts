import { outboxItem } from '../../../events/outbox.ts';
import { requestCreated } from '../../../events/registry.ts';
import type { BookingRequestCreated } from '../../../shared/api/contracts/booking-requests.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { bookingRequestRoutes } from '../../../shared/api/routes/booking-requests.ts';
import { emailHash } from '../../../shared/domain/booking/email-hash.ts';
import { requestIdOf } from '../../../shared/domain/booking/request-id.ts';
import {
  requestMonthOf,
  requestsThisMonth,
  requestUsage,
} from '../../../shared/domain/booking/reservation-rules.ts';
import { slotSlices } from '../../../shared/domain/booking/slot-slices.ts';
import { DEFAULT_TIMEZONE } from '../../../shared/domain/local-time.ts';
import { parseSlotId } from '../../../shared/domain/slots/slot-id.ts';
import { anyZoneAround, artistIdOfPseudo, loadSchedule } from '../../lib/artist-schedule.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { slotViewOf } from '../../lib/lifecycle/item-views.ts';
import { holdExpiresAt } from '../../lib/lifecycle/move-holds.ts';
import { checkItems, checkOpen, offeredSlot } from './request-checks.ts';
import { requestProjectOf } from './request-project.ts';
import { writeRequest } from './write-request.ts';

/**
 * A booking request from the public form (no account). In order: an existing request of this draft
 * answers as it was first answered (idempotency); requests closed, the plan's limit, a closed project
 * type, an unknown flash or image, and a slot the engine does not offer now are refused with nothing
 * written; a blocked email gets the same answer as anyone and nothing is written; else one transaction
 * writes the request, holds its slot slice by slice, counts it, upserts the client and records
 * `request.created` (write-request.ts).
 */
export const handler = httpHandler(
  bookingRequestRoutes.createBookingRequest,
  async ({ params, body, correlationId }) => {
    const artistId = await artistIdOfPseudo(params.pseudo);
    if (!artistId) throw new ApiError(404, 'not_found');
    const requestId = requestIdOf(artistId, body.idempotencyKey);
    const localDate = parseSlotId(body.slotId)?.localDate;
    if (!localDate) throw new ApiError(409, 'slot_unavailable');

    const db = getDb();
    const [existing, schedule, block] = await Promise.all([
      db.entities.bookingRequest.get({ artistId, requestId }).go(),
      // Wide enough for the slot's day in any zone (the zone is on the artist item this read brings).
      loadSchedule(artistId, anyZoneAround(localDate)),
      db.entities.block.get({ artistId, emailHash: emailHash(body.client.email) }).go(),
    ]);
    if (existing.data) return answerOf(existing.data);
    if (!schedule) throw new ApiError(404, 'not_found');

    const now = new Date();
    checkOpen(schedule.artist, body);
    checkItems(schedule, body);
    // The same draft sent twice at once: the other submit's holds are this request's, not a rival's.
    const slot = offeredSlot(schedule, body.slotId, now, { exceptHoldsOf: requestId });
    const answer: BookingRequestCreated = {
      requestId,
      status: 'pending',
      slot: { slotId: slot.slotId, start: slot.start, end: slot.end },
    };
    // A blocked email: the same answer, and nothing the artist (or anyone) will see.
    if (block.data) return answer;

    const { artist } = schedule;
    const createdAt = now.toISOString();
    const request = {
      artistId,
      requestId,
      idempotencyKey: body.idempotencyKey.toLowerCase(),
      projectType: body.projectType,
      ...(body.flashId && { flashId: body.flashId }),
      placement: body.description.placement,
      size: body.description.size,
      ...(body.description.text && { text: body.description.text }),
      referenceImageIds: body.referenceImageIds,
      slotId: slot.slotId,
      slotStart: slot.start,
      slotEnd: slot.end,
      ...(slot.location && { travelId: slot.location.travelId }),
      clientEmail: body.client.email,
      clientFirstName: body.client.firstName,
      clientLastName: body.client.lastName,
      clientAge: body.client.age,
      ...(body.client.instagram && { clientInstagram: body.client.instagram }),
      clientAlreadyTattooed: body.client.alreadyTattooed,
      locale: body.locale,
      createdAt,
      updatedAt: createdAt,
    };
    const event = outboxItem(
      requestCreated,
      {
        requestId,
        artistId,
        pseudo: artist.pseudo,
        projectType: body.projectType,
        ...(body.flashId && { flashId: body.flashId }),
        referenceImageCount: body.referenceImageIds.length,
        slot: slotViewOf(request, artist),
        ...(slot.location && { location: { shopName: slot.location.shopName, city: slot.location.city } }),
        project: requestProjectOf(schedule, body),
        client: {
          firstName: body.client.firstName,
          lastName: body.client.lastName,
          email: body.client.email,
          locale: body.locale,
        },
        artist: {
          email: artist.email,
          locale: artist.locale,
          displayName: artist.displayName,
          notifyBookingRequests: artist.notifyBookingRequests ?? true,
          // The counter this request's transaction adds one to (a concurrent request may share it).
          requestLimit: thisRequestUsage(artist, now),
        },
      },
      { correlationId, now },
    );
    const outcome = await writeRequest({
      month: requestMonthOf(now, artist.timezone ?? DEFAULT_TIMEZONE),
      counterMonth: artist.requestMonth,
      now,
      request,
      slices: slotSlices(slot.start, slot.end),
      holdExpiresAt: holdExpiresAt(slot.end),
      event,
    });
    if (outcome === 'created') return answer;
    // The same draft submitted twice at once: the other submit created it.
    const created = await db.entities.bookingRequest.get({ artistId, requestId }).go({ consistent: true });
    if (!created.data) throw new ApiError(409, 'conflict');
    return answerOf(created.data);
  },
);

function answerOf(request: { requestId: string; slotId: string; slotStart: string; slotEnd: string }) {
  return {
    requestId: request.requestId,
    status: 'pending' as const,
    slot: { slotId: request.slotId, start: request.slotStart, end: request.slotEnd },
  };
}

/** The month's count this request's transaction makes (a concurrent request may share it), and the limit. */
function thisRequestUsage(artist: Parameters<typeof requestsThisMonth>[0], now: Date) {
  const { used, max } = requestUsage(
    {
      ...artist,
      requestCount: requestsThisMonth(artist, now) + 1,
      requestMonth: requestMonthOf(now, artist.timezone ?? DEFAULT_TIMEZONE),
    },
    now,
  );
  return { used, max };
}
