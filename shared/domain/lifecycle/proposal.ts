import { SLICE_MINUTES } from '#shared/domain/booking/slot-slices.ts';
import { parseSlotId } from '#shared/domain/slots/slot-id.ts';

/**
 * Proposed times (issue 30, item 3; docs/decisions/0087-proposed-times.md): on a pending custom
 * request the artist offers 2 to 4 slots, each held until the proposal's end, and the client picks one.
 */
export const PROPOSAL_SLOTS = { min: 2, max: 4 } as const;

/** How long a proposal stays open, in hours: the artist's choice (a day, two, three, a week). */
export const PROPOSAL_OPEN_HOURS = [24, 48, 72, 168] as const;
type ProposalOpenHours = (typeof PROPOSAL_OPEN_HOURS)[number];
export const DEFAULT_PROPOSAL_HOURS: ProposalOpenHours = 48;

/**
 * The most 15-minute slices the proposed slots may cover together: a proposal's transaction holds
 * each of them and releases the request's own slot, and the pick's releases the others, all within
 * DynamoDB's 100 items a transaction (4 slots of 4 hours, or 2 of 8).
 */
const PROPOSAL_MAX_SLICES = 64;

/** Why a list of slot ids cannot be proposed (validation message keys under `validation.lifecycle`). */
type ProposalProblem =
  | 'proposalCount'
  | 'proposalDuplicate'
  | 'proposalLengths'
  | 'proposalTooLong'
  | 'proposalOverlap'
  | 'proposalPast';

/**
 * What the ids alone say: 2 to 4, distinct, well formed, one length for all, within the slices a
 * transaction can hold. Undefined when they may be proposed (the engine then checks each is free).
 */
export function proposalIdsProblem(slotIds: readonly string[]): ProposalProblem | undefined {
  if (slotIds.length < PROPOSAL_SLOTS.min || slotIds.length > PROPOSAL_SLOTS.max) return 'proposalCount';
  if (new Set(slotIds).size !== slotIds.length) return 'proposalDuplicate';
  const lengths = slotIds.map((slotId) => parseSlotId(slotId)?.durationMinutes);
  if (lengths.some((length) => length === undefined)) return 'proposalLengths';
  if (new Set(lengths).size !== 1) return 'proposalLengths';
  const length = lengths[0] ?? 0;
  if (Math.ceil(length / SLICE_MINUTES) * slotIds.length > PROPOSAL_MAX_SLICES) return 'proposalTooLong';
  return undefined;
}

/** A proposed slot once the engine resolved it: its id and its UTC bounds. */
export interface ProposedSlot {
  slotId: string;
  slotStart: string;
  slotEnd: string;
  travelId?: string | undefined;
}

/**
 * What the resolved slots say: each starts in the future, and no two overlap (each slice is held
 * once, by one of them). Undefined when they may be proposed.
 */
export function proposedSlotsProblem(slots: readonly ProposedSlot[], now: Date): ProposalProblem | undefined {
  if (slots.some((slot) => Date.parse(slot.slotStart) <= now.getTime())) return 'proposalPast';
  const sorted = [...slots].sort((a, b) => Date.parse(a.slotStart) - Date.parse(b.slotStart));
  for (let index = 1; index < sorted.length; index++) {
    const previous = sorted[index - 1];
    const next = sorted[index];
    if (previous && next && Date.parse(next.slotStart) < Date.parse(previous.slotEnd))
      return 'proposalOverlap';
  }
  return undefined;
}

/** When a proposal made at `now`, open `hours`, ends (ISO 8601 UTC). */
export function proposalEndsAt(now: Date, hours: number): string {
  return new Date(now.getTime() + hours * 3_600_000).toISOString();
}

/** A proposal as a request keeps it. */
interface Proposal {
  slots: ProposedSlot[];
  endsAt: string;
}

/**
 * Where a request's proposal stands: 'open' until its end (the client may pick, its slots are held),
 * then 'lapsed' (the holds expired by themselves, the request is back with the artist); none
 * without a proposal.
 */
export function proposalState(
  proposal: Pick<Proposal, 'endsAt'> | undefined,
  now: Date,
): 'open' | 'lapsed' | undefined {
  if (!proposal) return undefined;
  return Date.parse(proposal.endsAt) > now.getTime() ? 'open' : 'lapsed';
}

/**
 * The slots a pending request holds now: its proposed ones while the proposal is open, none once it
 * lapsed (their holds expired, and may be someone else's since), else its own slot.
 */
export function heldSlotsOf<S extends { slotStart: string; slotEnd: string }>(
  request: S & { proposal?: { slots: ProposedSlot[]; endsAt: string } | undefined },
  now: Date,
): { slotStart: string; slotEnd: string }[] {
  const state = proposalState(request.proposal, now);
  if (state === 'open') return request.proposal?.slots ?? [];
  if (state === 'lapsed') return [];
  return [request];
}
