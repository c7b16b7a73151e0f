import type { ProposalView } from '#shared/api/contracts/lifecycle-views.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { RequestItem } from '#shared/db/entities/booking-request.ts';
import { proposalState } from '#shared/domain/lifecycle/proposal.ts';
import { artistCurrency } from '#shared/domain/money.ts';
import { slotViewOf } from './item-views.ts';

/**
 * The times an artist proposed on a pending request, as both sides see them (ADR 0087): open until
 * its end, then lapsed. Undefined when none, or once the request left pending.
 */
export function proposalViewOf(
  request: Pick<RequestItem, 'status' | 'proposal'>,
  artist: Partial<Pick<ArtistItem, 'timezone' | 'hourFormat' | 'currency'>>,
  now: Date,
): ProposalView | undefined {
  const { proposal } = request;
  const state = proposalState(proposal, now);
  if (!proposal || !state || request.status !== 'pending') return undefined;
  return {
    slots: proposal.slots.map((slot) => slotViewOf(slot, artist)),
    endsAt: proposal.endsAt,
    state,
    priceCents: proposal.priceCents,
    ...(proposal.depositCents && { depositCents: proposal.depositCents }),
    currency: artistCurrency(artist),
  };
}
