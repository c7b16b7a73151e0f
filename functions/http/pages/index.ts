import { routeGroup } from '../../lib/route-group.ts';
import { handler as getArtistPage } from './get-artist-page.ts';

export const handler = routeGroup('pages', { getArtistPage });
