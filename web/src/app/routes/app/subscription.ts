import { subscriptionLoader } from '#web/src/app/guards/subscription.ts';
import { getMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';

/** Pages that need an active plan: realisations and flashes (`/app/profile/done`, `/app/profile/flashs`). */
export const loader = subscriptionLoader(getMyArtist);
