import { routeGroup } from '../../lib/route-group.ts';
import { handler as askTravelDemand } from './ask-travel-demand.ts';
import { handler as getArtistSlots } from './get-artist-slots.ts';
import { handler as getProofOfWorkChallenge } from './get-proof-of-work-challenge.ts';

export const handler = routeGroup('slots', { getArtistSlots, askTravelDemand, getProofOfWorkChallenge });
