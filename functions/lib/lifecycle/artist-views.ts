import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { ClientView, HistoryEntry, PaymentView } from '#shared/api/contracts/lifecycle-views.ts';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { RequestItem } from '#shared/db/entities/booking-request.ts';
import { acceptedPolicy } from '#shared/domain/billing/deposit-policy.ts';
import { lateArrivalRefusal } from '#shared/domain/booking/late-arrival.ts';
import { bookingTab } from '#shared/domain/lifecycle/booking-tab.ts';
import type { ArtistRefs } from './artist-refs.ts';
import { locationViewOf, projectViewOf, sessionViewOf, slotViewOf } from './item-views.ts';
import { proposalViewOf } from './proposal-views.ts';

/** The client's details as a request or a booking keeps them. */
interface ClientFields {
  clientFirstName: string;
  clientLastName: string;
  clientAge: number;
  clientEmail: string;
  clientInstagram?: string | undefined;
  clientAlreadyTattooed: boolean;
  locale: ClientView['locale'];
}

function clientViewOf(item: ClientFields): ClientView {
  return {
    firstName: item.clientFirstName,
    lastName: item.clientLastName,
    age: item.clientAge,
    email: item.clientEmail,
    ...(item.clientInstagram && { instagram: item.clientInstagram }),
    alreadyTattooed: item.clientAlreadyTattooed,
    locale: item.locale,
  };
}

/**
 * A request's or a booking's history, oldest first. Requests written before the history existed (or
 * before their first change) have no 'created' entry: it is read from `createdAt`, by the client.
 */
export function historyOf(item: {
  history?: readonly HistoryEntry[] | undefined;
  createdAt: string;
}): HistoryEntry[] {
  const entries = (item.history ?? []).map((entry) => ({ ...entry }));
  // A touch-up booked from the portal (issue 31) starts with its own entry: no request was sent.
  if (entries.some((entry) => entry.action === 'created' || entry.action === 'touch-up-booked'))
    return entries;
  return [{ at: item.createdAt, action: 'created', by: 'client' }, ...entries];
}

/** The money of a booking; a booking without a deposit has no `depositCents` (shown as "no deposit"). */
export function paymentViewOf(booking: BookingItem): PaymentView {
  return {
    priceCents: booking.priceCents,
    ...(booking.depositCents && { depositCents: booking.depositCents }),
    currency: booking.currency,
    paymentState: booking.paymentState,
    ...(booking.paymentNote && { paymentNote: booking.paymentNote }),
    ...(booking.depositPayment && { depositPaidOnline: true as const }),
    ...(booking.depositPayment?.refundId && { depositRefunded: true as const }),
    ...(booking.depositExpiredAt && { depositExpired: true as const }),
  };
}

/** A request as its artist sees it; the travel's street address only once accepted. */
export function requestViewOf(request: RequestItem, refs: ArtistRefs, now = new Date()): RequestView {
  const artist = refs.artist(request.artistId) ?? {};
  const proposal = proposalViewOf(request, artist, now);
  const location = locationViewOf(refs.travel(request.artistId, request.travelId), {
    withAddress: request.status === 'accepted',
  });
  return {
    requestId: request.requestId,
    status: request.status,
    project: projectViewOf(request, refs),
    client: clientViewOf(request),
    slot: slotViewOf(request, artist),
    ...(location && { location }),
    ...(request.refuseReason && { refuseReason: request.refuseReason }),
    ...(request.bookingId && { bookingId: request.bookingId }),
    ...(proposal && { proposal }),
    ...(request.status === 'pending' &&
      request.awaitingClientSince && { awaitingClientSince: request.awaitingClientSince }),
    history: historyOf(request),
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
  };
}

/** The late-arrival rule as the detail offers it: markable now, or marked (ADR 0097); else nothing. */
function lateArrivalViewOf(booking: BookingItem, refs: ArtistRefs, now: Date) {
  const policy = acceptedPolicy(booking, refs.artist(booking.artistId));
  const minutes = policy.lateArrivalMinutes ?? 0;
  if (booking.lateArrivalAt) return { lateArrival: { minutes, at: booking.lateArrivalAt } };
  if (lateArrivalRefusal(policy, booking, now)) return {};
  return { lateArrival: { minutes } };
}

/** A booking as its artist sees it, with its tab (upcoming, past, canceled) at `now`. */
export function bookingViewOf(booking: BookingItem, refs: ArtistRefs, now: Date): BookingView {
  const artist = refs.artist(booking.artistId) ?? {};
  const location = locationViewOf(refs.travel(booking.artistId, booking.travelId), { withAddress: true });
  const session = sessionViewOf(booking);
  return {
    bookingId: booking.bookingId,
    // A project's further session has no request of its own: the project's (its first session's).
    requestId: booking.session?.projectId ?? booking.bookingId,
    tab: bookingTab(booking, now),
    project: projectViewOf(booking, refs),
    ...(session && { session }),
    client: clientViewOf(booking),
    slot: slotViewOf(booking, artist),
    ...(location && { location }),
    payment: paymentViewOf(booking),
    ...(booking.canceledAt && { canceledAt: booking.canceledAt }),
    ...(booking.canceledBy && { canceledBy: booking.canceledBy }),
    ...(booking.cancelReason && { cancelReason: booking.cancelReason }),
    ...(booking.touchUpOf && {
      touchUpOf: { bookingId: booking.touchUpOf.bookingId, start: booking.touchUpOf.slotStart },
    }),
    ...(booking.touchUpBookingId && { touchUpBookingId: booking.touchUpBookingId }),
    ...lateArrivalViewOf(booking, refs, now),
    ...(booking.healedPhotoImageId && booking.healedPhotoAt && { healedPhotoAt: booking.healedPhotoAt }),
    history: historyOf(booking),
    acceptedAt: booking.acceptedAt,
    updatedAt: booking.updatedAt,
  };
}
