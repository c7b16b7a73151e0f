/**
 * What the daily summary says changed today (issue 11): bookings confirmed or moved, deposits and
 * full payments recorded, clients' messages. Pure: the digest's activity consumer turns events into
 * these, the summary reads them back.
 */
export const DAY_ACTIVITY_KINDS = [
  'confirmed',
  'moved',
  'depositPaid',
  'paidInFull',
  'clientMessage',
] as const;
type DayActivityKind = (typeof DAY_ACTIVITY_KINDS)[number];

/** How long an activity is kept: the summary of its day, in any time zone, with room for retries. */
export const DAY_ACTIVITY_TTL_SECONDS = 3 * 24 * 60 * 60;

export interface DayActivity {
  kind: DayActivityKind;
  clientFirstName: string;
  slotStart?: string | undefined;
  fromSlotStart?: string | undefined;
  amountCents?: number | undefined;
  currency?: string | undefined;
  conversationId?: string | undefined;
}

type At = { start: string };
type Client = { firstName: string };
type Payment = { previousState: string; paymentState: string; depositCents?: number | undefined };

/**
 * The events the summary tells, with as much of their payload as it reads: the registry's events of
 * these detail types (events/definitions) are of this shape.
 */
export type ActivityEvent =
  | { detailType: 'request.accepted'; envelope: { payload: { artistId: string; client: Client; slot: At } } }
  | {
      detailType: 'slot.moved';
      envelope: { payload: { artistId: string; client: Client; kind: string; to: At; from: At } };
    }
  | {
      detailType: 'payment.updated';
      envelope: {
        payload: Payment & {
          artistId: string;
          client: Client;
          slot: At;
          priceCents: number;
          currency: string;
        };
      };
    }
  | {
      detailType: 'message.sent';
      envelope: { payload: { artistId: string; sender: string; conversationId: string } };
    };

/** The activity an event stands for, or undefined when it changes nothing the summary tells. */
export function dayActivityOf(event: ActivityEvent): { artistId: string; activity: DayActivity } | undefined {
  const { artistId } = event.envelope.payload;
  if (!artistId) return undefined;
  switch (event.detailType) {
    case 'request.accepted': {
      const { client, slot } = event.envelope.payload;
      return {
        artistId,
        activity: { kind: 'confirmed', clientFirstName: client.firstName, slotStart: slot.start },
      };
    }
    case 'slot.moved': {
      const { payload } = event.envelope;
      // A pending request moved is still a request: the summary tells the bookings moved.
      if (payload.kind !== 'booking') return undefined;
      return {
        artistId,
        activity: {
          kind: 'moved',
          clientFirstName: payload.client.firstName,
          slotStart: payload.to.start,
          fromSlotStart: payload.from.start,
        },
      };
    }
    case 'payment.updated': {
      const { payload } = event.envelope;
      const { previousState, paymentState } = payload;
      if (paymentState === previousState) return undefined;
      const kind =
        paymentState === 'DEPOSIT-PAID'
          ? 'depositPaid'
          : paymentState === 'TOTAL-PAID'
            ? 'paidInFull'
            : undefined;
      if (!kind) return undefined;
      return {
        artistId,
        activity: {
          kind,
          clientFirstName: payload.client.firstName,
          slotStart: payload.slot.start,
          amountCents: kind === 'depositPaid' ? (payload.depositCents ?? 0) : payload.priceCents,
          currency: payload.currency,
        },
      };
    }
    case 'message.sent': {
      const { payload } = event.envelope;
      if (payload.sender !== 'client') return undefined;
      return {
        artistId,
        activity: { kind: 'clientMessage', clientFirstName: '', conversationId: payload.conversationId },
      };
    }
    default:
      return undefined;
  }
}

/**
 * The last local day whose summary also reads the activity consumer's first items (dayActivity v1,
 * one per event, ADR 0102): the events recorded before the one-item-per-day form was deployed.
 * It must be on or after the deploy's date (move it if the deploy slips). The v1 items expire three
 * days after their event (TTL): from the day after it, the v1 entity and its read can be deleted.
 */
export const DAY_ACTIVITY_V1_LAST_DAY = '2026-12-07';

/** One change of an artist's day as the activity consumer keeps it: when, by which event. */
export type DayActivityEntry = DayActivity & { eventId: string; occurredAt: string };

/**
 * An artist's changes from `from` to `until` (ISO instants) in the order they happened, each event
 * once: the day items' entries and the v1 items (the deploy's day) merged by event id, since an
 * event redelivered across the deploy is in both.
 */
export function dayActivityBetween(
  found: Iterable<DayActivityEntry>,
  from: string,
  until: string,
): DayActivityEntry[] {
  const byEvent = new Map<string, DayActivityEntry>();
  for (const entry of found)
    if (entry.occurredAt >= from && entry.occurredAt <= until && !byEvent.has(entry.eventId))
      byEvent.set(entry.eventId, entry);
  return [...byEvent.values()].sort((a, b) =>
    a.occurredAt === b.occurredAt ? (a.eventId < b.eventId ? -1 : 1) : a.occurredAt < b.occurredAt ? -1 : 1,
  );
}
