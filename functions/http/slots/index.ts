// Travel demand and opening alerts ask for proofs of work past its threshold (ADR 0068).
import '#functions/lib/rate-limit/proof-of-work.ts';
import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as askTravelDemand } from './ask-travel-demand.ts';
import { handler as getArtistSlots } from './get-artist-slots.ts';
import { handler as getProofOfWorkChallenge } from './get-proof-of-work-challenge.ts';
import { handler as watchOpening } from './watch-opening.ts';

export const handler = routeGroup('slots', {
  getArtistSlots,
  askTravelDemand,
  getProofOfWorkChallenge,
  watchOpening,
});
