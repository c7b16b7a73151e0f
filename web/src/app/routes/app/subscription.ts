import { getMyArtist } from '../../../features/artist/api/get-my-artist.ts';
import { subscriptionLoader } from '../../guards/subscription.ts';

/** Pages that need an active plan: realisations and flashes (`/app/profile/done`, `/app/profile/flashs`). */
export const loader = subscriptionLoader(getMyArtist);
