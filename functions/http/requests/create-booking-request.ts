import { requestConfirmationRequested } from '#events/definitions/booking.ts';
import { outboxItem } from '#events/outbox.ts';
import { anyZoneAround, artistIdOfPseudo, loadSchedule } from '#functions/lib/artist-schedule.ts';
import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { holdExpiresAt } from '#functions/lib/lifecycle/move-holds.ts';
import { randomToken } from '#functions/lib/portal/secrets.ts';
import { portalEmailOf } from '#functions/lib/portal/verify-access-token.ts';
import { ApiError } from '#shared/api/errors.ts';
import { bookingRequestRoutes } from '#shared/api/routes/booking-requests.ts';
import { emailHash, normalizeEmail } from '#shared/domain/booking/email-hash.ts';
import { openingTaking } from '#shared/domain/booking/opening.ts';
import { cartHoldEnd, REQUEST_CONFIRMATION } from '#shared/domain/booking/request-confirmation.ts';
import { requestIdOf } from '#shared/domain/booking/request-id.ts';
import { requestMonthOf } from '#shared/domain/booking/reservation-rules.ts';
import { slotSlices } from '#shared/domain/booking/slot-slices.ts';
import { DEFAULT_TIMEZONE } from '#shared/domain/local-time.ts';
import { parseSlotId } from '#shared/domain/slots/slot-id.ts';
import { confirmedAnswer, enterDraw } from './enter-draw.ts';
import { pendingAnswer, unconfirmedAnswer } from './request-answers.ts';
import { checkItems, checkOpen, offeredSlot } from './request-checks.ts';
import { requestCreatedEvent } from './request-created-event.ts';
import { requestProjectOf } from './request-project.ts';
import { type RequestWrite, writeRequest } from './write-request.ts';
import { writeUnconfirmedRequest } from './write-unconfirmed-request.ts';

/**
 * A booking request from the public form (no account). In order: an existing request of this draft
 * answers as it was first answered (idempotency); requests closed, the plan's limit, a closed project
 * type, an unknown flash or image, and a slot the engine does not offer now are refused with nothing
 * written; a blocked email gets the same answer as anyone and nothing is written.
 *
 * Then (ADR 0067): a client signed in to the portal as the request's email (a valid portal access
 * token with the POST) gets it `pending` at once: one transaction writes the request, holds its slot
 * slice by slice, counts it, upserts the client and records `request.created` (write-request.ts).
 * Anyone else gets it `unconfirmed`: one transaction writes the unconfirmed request (its own
 * partition: the artist sees nothing), holds its slot for the cart hold only and records
 * `request.confirmation-requested`, whose consumer emails the client a code and a link (hashes only
 * in the table); nothing else happens until they confirm (confirm-booking-request.ts).
 */
export const handler = httpHandler(
  bookingRequestRoutes.createBookingRequest,
  async ({ params, body, correlationId, event }) => {
    const artistId = await artistIdOfPseudo(params.pseudo);
    if (!artistId) throw new ApiError(404, 'not_found');
    const requestId = requestIdOf(artistId, body.idempotencyKey);
    const localDate = parseSlotId(body.slotId)?.localDate;
    if (!localDate) throw new ApiError(409, 'slot_unavailable');

    const db = getDb();
    const [existing, unconfirmed, schedule, block] = await Promise.all([
      db.entities.bookingRequest.get({ artistId, requestId }).go(),
      db.entities.unconfirmedRequest.get({ artistId, requestId }).go({ consistent: true }),
      // Wide enough for the slot's day in any zone (the zone is on the artist item this read brings).
      loadSchedule(artistId, anyZoneAround(localDate)),
      db.entities.block.get({ artistId, emailHash: emailHash(body.client.email) }).go(),
    ]);
    if (existing.data) return pendingAnswer(existing.data);
    const now = new Date();
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const waiting = unconfirmed.data;
    if (waiting?.confirmedAt) return confirmedAnswer(schedule?.artist, waiting);
    if (waiting && waiting.holdExpiresAt > nowSeconds) {
      return unconfirmedAnswer(waiting.request as RequestWrite['request'], waiting.holdExpiresAt);
    }
    if (!schedule) throw new ApiError(404, 'not_found');

    checkOpen(schedule.artist, body);
    checkItems(schedule, body);
    // The same draft sent twice at once: the other submit's holds are this request's, not a rival's.
    const slot = offeredSlot(schedule, body.slotId, now, { exceptHoldsOf: requestId });
    const held = { requestId, slotId: slot.slotId, slotStart: slot.start, slotEnd: slot.end };
    const holdEnd = cartHoldEnd(nowSeconds, env.cartHoldSeconds);
    // A blocked email: the same answer, and nothing the artist (or anyone) will see.
    if (block.data) return unconfirmedAnswer(held, holdEnd);

    const { artist } = schedule;
    const createdAt = now.toISOString();
    const request: RequestWrite['request'] = {
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
    const project = requestProjectOf(schedule, body);
    const location = slot.location && { shopName: slot.location.shopName, city: slot.location.city };
    const slices = slotSlices(slot.start, slot.end);

    // The book opening this request counts toward, when one is open for its type (ADR 0092).
    const opening = openingTaking(artist, body.projectType, now);
    const counted = opening && { openingId: opening.openingId, cap: opening.cap };
    const signedIn = await portalEmailOf(event.headers?.authorization);
    if (signedIn && signedIn === normalizeEmail(body.client.email)) {
      // A client signed in to the portal has shown they own this address: no confirmation; in a
      // draw opening (ADR 0096), the request enters the pool at once.
      if (opening?.rule === 'draw') return enterDraw({ opening, request, project, location, slices, now });
      const outcome = await writeRequest({
        month: requestMonthOf(now, artist.timezone ?? DEFAULT_TIMEZONE),
        counterMonth: artist.requestMonth,
        now,
        request,
        slices,
        holdExpiresAt: holdExpiresAt(slot.end),
        event: requestCreatedEvent({ request, artist, project, location, correlationId, now }),
        opening: counted,
      });
      if (outcome === 'created') return pendingAnswer(held);
      // The same draft submitted twice at once: the other submit created it.
      const created = await db.entities.bookingRequest.get({ artistId, requestId }).go({ consistent: true });
      if (!created.data) throw new ApiError(409, 'conflict');
      return pendingAnswer(created.data);
    }

    const challengeId = randomToken(16);
    const outcome = await writeUnconfirmedRequest({
      item: {
        artistId,
        requestId,
        request,
        project,
        ...(location && { location }),
        email: body.client.email,
        challengeId,
        attempts: 0,
        sends: [nowSeconds],
        holdExpiresAt: holdEnd,
        expiresAt: holdEnd + REQUEST_CONFIRMATION.keptAfterHoldSeconds,
        ...(opening && { openingId: opening.openingId }),
      },
      slices,
      nowSeconds,
      event: outboxItem(
        requestConfirmationRequested,
        { artistId, requestId, challengeId },
        { correlationId, now },
      ),
    });
    if (outcome.kind === 'duplicate') {
      // The same draft submitted twice at once: the other submit made it and sent its email.
      if (outcome.item.confirmedAt) return pendingAnswer(held);
      return unconfirmedAnswer(held, outcome.item.holdExpiresAt);
    }
    return unconfirmedAnswer(held, holdEnd);
  },
);
