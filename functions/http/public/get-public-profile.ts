import { ApiError } from '../../../shared/api/errors.ts';
import { routes } from '../../../shared/api/routes.ts';
import { toPublicProfile } from '../../../shared/domain/artist-profile.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';

export const handler = httpHandler(routes.getPublicProfile, async ({ params }) => {
  const { data } = await getDb().entities.artist.query.byPseudo({ pseudo: params.pseudo }).go({ limit: 1 });
  const artist = data[0];
  if (!artist) throw new ApiError(404, 'not_found');
  return toPublicProfile(artist);
});
