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
export type DayActivityKind = (typeof DAY_ACTIVITY_KINDS)[number];

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

type SlotRef = { start: string };
type Client = { firstName: string };

/** The activity an event stands for, or undefined when it changes nothing the summary tells. */
export function dayActivityOf(
  detailType: string,
  payload: Record<string, unknown>,
): { artistId: string; activity: DayActivity } | undefined {
  const artistId = String(payload.artistId ?? '');
  if (!artistId) return undefined;
  const client = payload.client as Client | undefined;
  switch (detailType) {
    case 'request.accepted':
      return {
        artistId,
        activity: {
          kind: 'confirmed',
          clientFirstName: client?.firstName ?? '',
          slotStart: (payload.slot as SlotRef).start,
        },
      };
    case 'slot.moved':
      // A pending request moved is still a request: the summary tells the bookings moved.
      if (payload.kind !== 'booking') return undefined;
      return {
        artistId,
        activity: {
          kind: 'moved',
          clientFirstName: client?.firstName ?? '',
          slotStart: (payload.to as SlotRef).start,
          fromSlotStart: (payload.from as SlotRef).start,
        },
      };
    case 'payment.updated': {
      const { previousState, paymentState } = payload as { previousState: string; paymentState: string };
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
          clientFirstName: client?.firstName ?? '',
          slotStart: (payload.slot as SlotRef).start,
          amountCents: Number(kind === 'depositPaid' ? (payload.depositCents ?? 0) : payload.priceCents),
          currency: String(payload.currency),
        },
      };
    }
    case 'message.sent':
      if (payload.sender !== 'client') return undefined;
      return {
        artistId,
        activity: {
          kind: 'clientMessage',
          clientFirstName: '',
          conversationId: String(payload.conversationId),
        },
      };
    default:
      return undefined;
  }
}
