import { scheduleZone } from '#functions/lib/artist-schedule.ts';
import { getDb } from '#functions/lib/db.ts';
import type { ArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import {
  type LifecycleItem,
  locationViewOf,
  projectViewOf,
  sessionViewOf,
  slotViewOf,
} from '#functions/lib/lifecycle/item-views.ts';
import { ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { portalArtistOf } from '#functions/lib/lifecycle/portal-artist.ts';
import { proposalViewOf } from '#functions/lib/lifecycle/proposal-views.ts';
import type { PortalBooking, PortalRequest } from '#shared/api/contracts/portal-lifecycle.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { RequestItem } from '#shared/db/entities/booking-request.ts';
import type { SlotOfferItem } from '#shared/db/entities/slot-offer.ts';
import {
  acceptedPolicy,
  cancellationRefundCents,
  movesLeft,
  policyLines,
} from '#shared/domain/billing/deposit-policy.ts';
import { canPayDepositOnline } from '#shared/domain/billing/online-deposit.ts';
import { healedPhotoState } from '#shared/domain/booking/healed-photo.ts';
import { touchUpState } from '#shared/domain/booking/touch-up.ts';
import { bookingTab } from '#shared/domain/lifecycle/booking-tab.ts';
import { type ProjectProgress, projectProgress } from '#shared/domain/projects/project-sessions.ts';

/** The statuses `/portal/requests` lists: ongoing (pending), declined (refused) and cancelled. */
const PORTAL_REQUEST_STATUSES = ['pending', 'refused', 'canceled'] as const;
type PortalRequestStatus = (typeof PORTAL_REQUEST_STATUSES)[number];

export function isPortalRequest(
  request: RequestItem,
): request is RequestItem & { status: PortalRequestStatus } {
  return (PORTAL_REQUEST_STATUSES as readonly string[]).includes(request.status);
}

/**
 * What a request and a booking show their client alike: the artist, the project, the slot and,
 * during a travel, where (the street address only when asked). Undefined when the artist is gone.
 */
function portalItemOf(
  item: LifecycleItem & { formerArtist?: { timezone: string; hourFormat?: '12' | '24' | undefined } },
  refs: ArtistRefs,
  options: { withAddress: boolean },
) {
  const artist = portalArtistOf(item.artistId, refs);
  const artistItem = refs.artist(item.artistId);
  // The artist deleted their account: the client keeps the history, the artist is not named.
  if (item.formerArtist)
    return {
      artist: { pseudo: '', displayName: '', deleted: true as const },
      project: projectViewOf(item, refs),
      slot: slotViewOf(item, item.formerArtist),
    };
  if (!artist || !artistItem) return undefined;
  const location = locationViewOf(refs.travel(item.artistId, item.travelId), options);
  return {
    artist,
    project: projectViewOf(item, refs),
    slot: slotViewOf(item, artistItem),
    ...(location && { location }),
  };
}

/**
 * A request as its client sees it: never the street address (the client learns it once accepted),
 * never the artist's private data. Undefined when its artist is gone.
 */
export function portalRequestOf(
  request: RequestItem & { status: PortalRequestStatus },
  refs: ArtistRefs,
  now = new Date(),
): PortalRequest | undefined {
  const shown = portalItemOf(request, refs, { withAddress: false });
  if (!shown) return undefined;
  const artist = refs.artist(request.artistId);
  const proposal = artist && !request.formerArtist ? proposalViewOf(request, artist, now) : undefined;
  return {
    requestId: request.requestId,
    status: request.status,
    ...shown,
    ...(request.status === 'refused' && request.refuseReason && { refuseReason: request.refuseReason }),
    // While pending, whether the artist proposed this time and the client's answer (issue 15, item 3).
    ...(request.status === 'pending' && request.moveAnswer && { moveAnswer: request.moveAnswer }),
    // The times the artist proposed, to pick one of while open (ADR 0087).
    ...(proposal && { proposal }),
    ...(request.status === 'pending' && request.awaitingClientSince && { awaitingClient: true as const }),
    createdAt: request.createdAt,
  };
}

/** The request's portal view, or 404 when its artist is gone (what a portal write answers). */
export function requiredPortalRequest(
  request: RequestItem & { status: PortalRequestStatus },
  refs: ArtistRefs,
): PortalRequest {
  const view = portalRequestOf(request, refs);
  if (!view) throw new ApiError(404, 'not_found');
  return view;
}

/**
 * A booking as its client sees it: the full address of the travel (accepted), the price, deposit and
 * payment state (never the artist's private note), and the `.ics` SEQUENCE. Undefined when its
 * artist is gone.
 */
export function portalBookingOf(
  booking: BookingItem,
  refs: ArtistRefs,
  now: Date,
  offers: readonly SlotOfferItem[] = [],
  siblings: readonly BookingItem[] = [booking],
): PortalBooking | undefined {
  const shown = portalItemOf(booking, refs, { withAddress: true });
  if (!shown) return undefined;
  // Not started yet, and not cancelled: the client may still cancel it (issue 14, item 3).
  const upcoming = booking.status === 'confirmed' && Date.parse(booking.slotStart) > now.getTime();
  const session = sessionViewOf(booking);
  return {
    bookingId: booking.bookingId,
    tab: bookingTab(booking, now),
    ...shown,
    ...(session && { session: { ...session, progress: progressOf(booking, siblings, now) } }),
    payment: {
      priceCents: booking.priceCents,
      ...(booking.depositCents !== undefined && { depositCents: booking.depositCents }),
      currency: booking.currency,
      paymentState: booking.paymentState,
      ...(booking.depositPayment && { depositPaidOnline: true as const }),
      ...(booking.depositPayment?.refundId && { depositRefunded: true as const }),
      ...(booking.lateArrivalAt && { depositForfeited: true as const }),
      ...(booking.depositExpiredAt && { depositExpired: true as const }),
      // The artist takes deposits online (ADR 0057): the card offers to pay it, after the policy.
      ...(canPayDepositOnline(booking, refs.artist(booking.artistId) ?? {}, now) && {
        payOnline: true as const,
        policy: policyLines(acceptedPolicy(booking, refs.artist(booking.artistId))),
      }),
      // What cancelling now would give back of a deposit paid online (the policy accepted).
      ...(upcoming &&
        booking.depositPayment &&
        !booking.depositPayment.refundId && {
          cancelRefundCents: cancellationRefundCents(acceptedPolicy(booking, refs.artist(booking.artistId)), {
            by: 'client',
            paidCents: booking.depositPayment.amountCents,
            slotStart: booking.slotStart,
            cancelledAt: now.toISOString(),
          }),
        }),
    },
    sequence: booking.sequence,
    ...(booking.status === 'canceled' && booking.canceledAt && { canceledAt: booking.canceledAt }),
    ...(upcoming && {
      canCancel: true as const,
      movesLeft: movesLeft(acceptedPolicy(booking, refs.artist(booking.artistId)), booking.clientMoves),
    }),
    ...(upcoming && booking.waitlistSince && { onWaitlist: true as const }),
    ...(upcoming && booking.waitlistSince && offerViewOf(booking, refs, now, offers)),
    ...touchUpViewOf(booking, refs, now),
    ...healedPhotoViewOf(booking, refs, now),
  };
}

/**
 * The healed photo the policy asks for (ADR 0101), from its day on: since when, and the photo sent
 * if any (the card fetches it through its own signed route).
 */
function healedPhotoViewOf(booking: BookingItem, refs: ArtistRefs, now: Date) {
  const artist = refs.artist(booking.artistId);
  if (booking.formerArtist || !artist) return {};
  const state = healedPhotoState(acceptedPolicy(booking, artist), booking, scheduleZone(artist), now);
  if (!state.open) return {};
  return {
    healedPhoto: {
      askedFrom: state.askedFrom,
      ...(booking.healedPhotoImageId && { imageId: booking.healedPhotoImageId }),
      ...(booking.healedPhotoAt && { sentAt: booking.healedPhotoAt }),
    },
  };
}

/** The booking's free touch-up as the client sees it (issue 31): to book, booked, or what it touches up. */
function touchUpViewOf(booking: BookingItem, refs: ArtistRefs, now: Date) {
  if (booking.touchUpOf)
    return { touchUpOf: { bookingId: booking.touchUpOf.bookingId, start: booking.touchUpOf.slotStart } };
  if (booking.formerArtist) return {};
  const state = touchUpState(acceptedPolicy(booking, refs.artist(booking.artistId)), booking, now);
  if (state.open) return { touchUp: { status: 'open' as const, until: state.until } };
  if (state.reason === 'touch_up_booked' && state.until)
    return { touchUp: { status: 'booked' as const, until: state.until } };
  return {};
}

/**
 * Where a booking's project stands, from the client's bookings of that project (`siblings`: the
 * client's list holds every session of their projects, so no more reads).
 */
function progressOf(booking: BookingItem, siblings: readonly BookingItem[], now: Date): ProjectProgress {
  const { session } = booking;
  const sessions = siblings.flatMap((item) =>
    item.session && item.artistId === booking.artistId && item.session.projectId === session?.projectId
      ? [
          {
            number: item.session.number,
            slotStart: item.slotStart,
            slotEnd: item.slotEnd,
            canceled: item.status === 'canceled',
          },
        ]
      : [],
  );
  return projectProgress(session?.planned ?? 0, sessions, now);
}

/**
 * The latest earlier slot offered to a waiting booking (issue 14, item 5), still ahead: `open` to
 * take, or `taken` by another client (the portal says it is gone).
 */
function offerViewOf(booking: BookingItem, refs: ArtistRefs, now: Date, offers: readonly SlotOfferItem[]) {
  const artist = refs.artist(booking.artistId);
  const offer = offers
    .filter(
      (item) =>
        item.artistId === booking.artistId &&
        item.offeredTo.includes(booking.bookingId) &&
        item.takenBy !== booking.bookingId &&
        Date.parse(item.slotStart) > now.getTime(),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!offer || !artist) return {};
  return {
    offer: {
      offerId: offer.offerId,
      slot: slotViewOf({ slotId: offer.slotId, slotStart: offer.slotStart, slotEnd: offer.slotEnd }, artist),
      status: offer.takenBy ? ('taken' as const) : ('open' as const),
    },
  };
}

/** The waiting bookings' artists' offers, for their views (one query per artist with someone waiting). */
export async function offersFor(bookings: readonly BookingItem[]): Promise<SlotOfferItem[]> {
  const artists = [...new Set(bookings.filter((item) => item.waitlistSince).map((item) => item.artistId))];
  const db = getDb();
  const found = await Promise.all(
    artists.map(
      async (artistId) =>
        (await db.entities.slotOffer.query.byArtist({ artistId }).go({ pages: 'all' })).data,
    ),
  );
  return found.flat();
}

/** One booking's view as the portal answers it after a change, or 404 if it is no longer shown. */
export async function portalBookingView(booking: BookingItem, now: Date): Promise<PortalBooking> {
  const [{ refs }, offers] = await Promise.all([ownRefs(booking.artistId, [booking]), offersFor([booking])]);
  const view = portalBookingOf(booking, refs, now, offers);
  if (!view) throw new ApiError(404, 'not_found');
  return view;
}
