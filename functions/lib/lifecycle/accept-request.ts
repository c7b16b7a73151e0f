import { requestAccepted } from '#events/definitions/lifecycle.ts';
import { type OutboxItem, outboxItem } from '#events/outbox.ts';
import type { WriteEntities, WriteItem } from '#functions/lib/db.ts';
import type { HistoryEntry } from '#shared/api/contracts/lifecycle-views.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { RequestItem } from '#shared/db/entities/booking-request.ts';
import { dueHourOf } from '#shared/db/entities/deposit-due.ts';
import { depositDueAt, depositPolicyOf } from '#shared/domain/billing/deposit-policy.ts';
import { canPayDepositOnline } from '#shared/domain/billing/online-deposit.ts';
import { initialPaymentState } from '#shared/domain/lifecycle/payment-state.ts';
import { artistCurrency } from '#shared/domain/money.ts';
import type { SessionOf } from '#shared/domain/projects/project-sessions.ts';
import type { ArtistRefs } from './artist-refs.ts';
import { historyOf } from './artist-views.ts';
import { eventLocationOf, eventMoneyOf, eventSubjectOf } from './event-parts.ts';
import { slotViewOf } from './item-views.ts';
import { firstSessionReminder } from './session-reminders.ts';

/** A due deposit's item outlives its deadline a week (the job deletes it once handled). */
const DUE_KEPT_SECONDS = 7 * 24 * 3600;

/** What a booking takes of the request it is accepted from (a project's further session: of its first). */
type AcceptedItem = Pick<
  RequestItem,
  | 'artistId'
  | 'requestId'
  | 'projectType'
  | 'flashId'
  | 'placement'
  | 'size'
  | 'text'
  | 'referenceImageIds'
  | 'slotId'
  | 'slotStart'
  | 'slotEnd'
  | 'travelId'
  | 'clientEmail'
  | 'clientFirstName'
  | 'clientLastName'
  | 'clientAge'
  | 'clientInstagram'
  | 'clientAlreadyTattooed'
  | 'locale'
  | 'history'
  | 'createdAt'
>;

/** What accepting a request writes beside the request's own patch. */
interface Acceptance {
  booking: BookingItem;
  dueAt: string | undefined;
  event: OutboxItem;
}

/**
 * A request accepted on its slot (the artist's accept, or the client's pick of a proposed time,
 * ADR 0087): its booking (same id; payment state WAITING-FOR-DEPOSIT only with a deposit, ADR 0025;
 * under the artist's deposit deadline, ADR 0058) and `request.accepted`, the same whoever accepts.
 * `request` carries the slot the booking takes; `entry` is the history line the acceptance adds.
 */
export function acceptanceOf(
  request: AcceptedItem,
  context: {
    artist: ArtistItem;
    refs: ArtistRefs;
    money: { priceCents: number; depositCents?: number | undefined };
    entry: HistoryEntry;
    now: Date;
    correlationId: string;
    /** The consent form to sign by then, when the artist asks for it (ADR 0088). */
    consentDeadline?: string | undefined;
    /** A session of a project of several (ADR 0093): the accepted request is its first. */
    session?: SessionOf | undefined;
    /** The `.ics` SEQUENCE to start at (a session booked again after a cancellation: above the old one's). */
    sequence?: number | undefined;
  },
): Acceptance {
  const { artist, refs, entry, now } = context;
  const { artistId, requestId } = request;
  const at = now.toISOString();
  const depositCents = context.money.depositCents ? context.money.depositCents : undefined;
  // Under a deadline to pay (the artist's policy), unpaid by then the booking is cancelled.
  const policy = depositPolicyOf(artist);
  const dueAt = depositDueAt(policy, { acceptedAt: at, slotStart: request.slotStart, depositCents });
  const booking: BookingItem = {
    artistId,
    bookingId: requestId,
    status: 'confirmed',
    projectType: request.projectType,
    ...(request.flashId && { flashId: request.flashId }),
    placement: request.placement,
    size: request.size,
    ...(request.text && { text: request.text }),
    referenceImageIds: request.referenceImageIds ?? [],
    slotId: request.slotId,
    slotStart: request.slotStart,
    slotEnd: request.slotEnd,
    ...(request.travelId && { travelId: request.travelId }),
    clientEmail: request.clientEmail,
    clientFirstName: request.clientFirstName,
    clientLastName: request.clientLastName,
    clientAge: request.clientAge,
    ...(request.clientInstagram && { clientInstagram: request.clientInstagram }),
    clientAlreadyTattooed: request.clientAlreadyTattooed,
    locale: request.locale,
    priceCents: context.money.priceCents,
    ...(depositCents && { depositCents }),
    currency: artistCurrency(artist),
    paymentState: initialPaymentState(depositCents),
    ...(dueAt && { depositDueAt: dueAt }),
    depositPolicy: policy,
    ...(context.session && { session: context.session }),
    sequence: context.sequence ?? 0,
    history: [...historyOf(request), entry],
    acceptedAt: at,
    createdAt: at,
    updatedAt: at,
  };
  const location = eventLocationOf(refs.travel(artistId, request.travelId), artist, { withAddress: true });
  const event = outboxItem(
    requestAccepted,
    {
      ...eventSubjectOf(request, artist),
      bookingId: requestId,
      slot: slotViewOf(request, artist),
      ...(location && { location }),
      ...eventMoneyOf(booking),
      paymentState: booking.paymentState,
      sequence: booking.sequence,
      // The client can pay the deposit online (ADR 0057): the email says so and leads to the portal.
      ...(canPayDepositOnline(booking, artist, now) && { depositOnline: true as const }),
      ...(dueAt && { depositDueAt: dueAt }),
      depositPolicy: policy,
      ...(context.consentDeadline && { consentDeadline: context.consentDeadline }),
      ...(booking.session && { session: sessionEventOf(booking.session) }),
    },
    { correlationId: context.correlationId, now },
  );
  return { booking, dueAt, event };
}

/** What events say of a project's session (ADR 0093). */
function sessionEventOf(session: { projectId: string; number: number; planned: number }) {
  return { projectId: session.projectId, number: session.number, planned: session.planned };
}

/**
 * The acceptance's transaction items, after the request's own conditional patch: the booking (only
 * if absent), its deposit deadline if any, the first reminder of a project's next session (ADR 0093)
 * and `request.accepted` in the outbox.
 */
export function acceptanceItems(entities: WriteEntities, acceptance: Acceptance): WriteItem[] {
  const { booking, dueAt, event } = acceptance;
  return [
    entities.booking.create(booking).commit(),
    ...(dueAt
      ? [
          entities.depositDue
            .put({
              dueHour: dueHourOf(dueAt),
              dueAt,
              artistId: booking.artistId,
              bookingId: booking.bookingId,
              expiresAt: Math.floor(Date.parse(dueAt) / 1000) + DUE_KEPT_SECONDS,
            })
            .commit(),
        ]
      : []),
    ...firstSessionReminder(entities, booking),
    entities.outboxEvent.create(event).commit(),
  ];
}
