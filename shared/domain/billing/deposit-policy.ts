/**
 * The artist's deposit policy (issue 14, item 2), which the software enforces: a deadline to pay
 * the deposit once a request is accepted (unpaid by then, the booking is cancelled and its slot
 * freed), the notice under which a client's cancellation keeps the deposit, and how many times a
 * client may move a booking. The artist cancelling always refunds a deposit paid online in full.
 */
export interface DepositPolicy {
  /** Hours to pay after acceptance; 0: no deadline. */
  payWithinHours: number;
  /** A client cancelling at least this many days before the slot gets the deposit back; later, it is kept. */
  refundUntilDays: number;
  /** How many times a client may move a booking from the portal. */
  maxClientMoves: number;
  /**
   * A free touch-up within this many months of the session, booked by the client from the portal
   * (issue 31, shared/domain/booking/touch-up.ts); absent or 0: no free touch-up.
   */
  touchUpMonths?: number | undefined;
  /**
   * A client arriving more than this many minutes late forfeits the deposit, once the artist marks
   * the late arrival (issue 31, shared/domain/booking/late-arrival.ts); absent or 0: no such rule.
   */
  lateArrivalMinutes?: number | undefined;
  /**
   * A deposit the client's own cancellation left with the artist counts toward a new appointment
   * for this many months, then expires (issue 31, shared/domain/billing/deposit-lifetime.ts);
   * absent or 0: it never expires.
   */
  depositValidMonths?: number | undefined;
  /**
   * The client is asked for a photo of the healed tattoo this many days after the session, once,
   * and sends it from the portal (issue 31, ADR 0101); absent or 0: not asked.
   */
  healedPhotoDays?: number | undefined;
}

export const DEPOSIT_POLICY_LIMITS = {
  payWithinHours: { min: 0, max: 336 },
  refundUntilDays: { min: 0, max: 60 },
  maxClientMoves: { min: 0, max: 5 },
  touchUpMonths: { min: 0, max: 24 },
  lateArrivalMinutes: { min: 0, max: 120 },
  depositValidMonths: { min: 0, max: 36 },
  /** 0 (off) or between these: healing takes two weeks at least, and two months is long enough. */
  healedPhotoDays: { min: 14, max: 60 },
} as const;

/** The healed-photo days the settings offer (ADR 0101). */
export const HEALED_PHOTO_PRESETS = [14, 21, 30, 45, 60] as const;

/** An artist who set nothing: no deadline, refund until 2 days before, one move. */
export const DEFAULT_DEPOSIT_POLICY: DepositPolicy = {
  payWithinHours: 0,
  refundUntilDays: 2,
  maxClientMoves: 1,
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * When the deposit of a booking accepted at `acceptedAt` is due: `payWithinHours` later, but never
 * after the slot starts. None without a deadline or a deposit.
 */
export function depositDueAt(
  policy: DepositPolicy,
  booking: { acceptedAt: string; slotStart: string; depositCents?: number | undefined },
): string | undefined {
  if (!policy.payWithinHours || !booking.depositCents) return undefined;
  const due = Math.min(
    Date.parse(booking.acceptedAt) + policy.payWithinHours * HOUR,
    Date.parse(booking.slotStart),
  );
  return new Date(due).toISOString();
}

/**
 * What a cancellation gives back of a deposit paid online: all of it when the artist cancels, or
 * when the client cancels at least `refundUntilDays` before the slot; nothing when the client
 * cancels later (the deposit is kept, as the policy told them).
 */
export function cancellationRefundCents(
  policy: DepositPolicy,
  input: { by: 'artist' | 'client'; paidCents: number; slotStart: string; cancelledAt: string },
): number {
  if (input.by === 'artist') return input.paidCents;
  const notice = Date.parse(input.slotStart) - Date.parse(input.cancelledAt);
  return notice >= policy.refundUntilDays * DAY ? input.paidCents : 0;
}

/** Whether the client may still move this booking themselves (moves so far, against the policy). */
export function clientMayMove(policy: DepositPolicy, clientMoves: number): boolean {
  return clientMoves < policy.maxClientMoves;
}

/** The policy stored on the artist, or the default for one who set none. */
export function depositPolicyOf(artist: {
  depositPolicy?: Partial<DepositPolicy> | undefined;
}): DepositPolicy {
  return { ...DEFAULT_DEPOSIT_POLICY, ...artist.depositPolicy };
}

/**
 * The policy a booking's client accepted: the copy the booking keeps since acceptance, else (a
 * booking older than the policy) the artist's current one, else the defaults.
 */
export function acceptedPolicy(
  booking: { depositPolicy?: Partial<DepositPolicy> | undefined },
  artist: { depositPolicy?: Partial<DepositPolicy> | undefined } | null | undefined,
): DepositPolicy {
  return depositPolicyOf(booking.depositPolicy ? booking : (artist ?? {}));
}

/** One sentence of the policy as the client reads it (its words live in each catalogue). */
export interface PolicyLine {
  key: PolicyLineKey;
  count?: number;
}

/** The sentences a policy can say, in the order `policyLines` says them. */
export const POLICY_LINE_KEYS = [
  'deadline',
  'refundNotice',
  'refundAlways',
  'moves',
  'noMoves',
  'touchUp',
  'lateArrival',
  'depositLifetime',
  'healedPhoto',
  'artistCancels',
] as const;
type PolicyLineKey = (typeof POLICY_LINE_KEYS)[number];

/**
 * The policy in the sentences a client reads before sending a request and in each confirmation:
 * the deadline to pay (if any), the refund on cancelling, the moves allowed, the free touch-up
 * window (if any), the late-arrival grace (if any), the deposit's lifetime (if any), the healed
 * photo asked for (if any), the artist's promise.
 */
export function policyLines(policy: DepositPolicy): PolicyLine[] {
  return [
    ...(policy.payWithinHours > 0 ? [{ key: 'deadline' as const, count: policy.payWithinHours }] : []),
    policy.refundUntilDays > 0
      ? { key: 'refundNotice', count: policy.refundUntilDays }
      : { key: 'refundAlways' },
    policy.maxClientMoves > 0 ? { key: 'moves', count: policy.maxClientMoves } : { key: 'noMoves' },
    ...(policy.touchUpMonths ? [{ key: 'touchUp' as const, count: policy.touchUpMonths }] : []),
    ...(policy.lateArrivalMinutes ? [{ key: 'lateArrival' as const, count: policy.lateArrivalMinutes }] : []),
    ...(policy.depositValidMonths
      ? [{ key: 'depositLifetime' as const, count: policy.depositValidMonths }]
      : []),
    ...(policy.healedPhotoDays ? [{ key: 'healedPhoto' as const, count: policy.healedPhotoDays }] : []),
    { key: 'artistCancels' },
  ];
}

/**
 * Until when a client's cancellation gets the deposit back (`refundUntilDays` before the slot, or
 * up to its start when the policy always refunds); none when there is no deposit.
 */
export function refundableUntil(
  policy: DepositPolicy,
  booking: { slotStart: string; depositCents?: number | undefined },
): string | undefined {
  if (!booking.depositCents) return undefined;
  return new Date(Date.parse(booking.slotStart) - policy.refundUntilDays * DAY).toISOString();
}

/** Moves the client may still make themselves under the policy. */
export function movesLeft(policy: DepositPolicy, clientMoves: number | undefined): number {
  return Math.max(0, policy.maxClientMoves - (clientMoves ?? 0));
}
