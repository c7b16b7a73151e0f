import { ApiError } from '../../../shared/api/errors.ts';
import { routes } from '../../../shared/api/routes.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { loadPublicPage } from '../../lib/public-page.ts';

/** The whole public page of `/{pseudo}` in one response; 404 when nobody has this pseudo. */
export const handler = httpHandler(routes.getPublicProfile, async ({ params }) => {
  const found = await loadPublicPage(params.pseudo);
  if (!found) throw new ApiError(404, 'not_found');
  return found.page;
});
