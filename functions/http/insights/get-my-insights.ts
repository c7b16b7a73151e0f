import { ApiError } from '../../../shared/api/errors.ts';
import { routes } from '../../../shared/api/routes.ts';
import { localDate } from '../../../shared/domain/local-time.ts';
import { civilDay, dayNumber } from '../../../shared/domain/slots/civil-time.ts';
import { insightFigures, pastRangeDays } from '../../../shared/domain/statistics/insights.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { requireArtist } from '../../lib/require-artist.ts';

/**
 * `GET /me/insights?range`: a past range's figures in the artist's zone, summed from the statistics
 * consumer's daily counters (one query of the range's days). Pro only: a Free artist gets 403
 * `pro_required` here, whatever the page shows.
 */
export const handler = httpHandler(routes.getMyInsights, async ({ query, caller }) => {
  const { artistId } = requireArtist(caller);
  const db = getDb();
  const { data: artist } = await db.entities.artist
    .get({ artistId })
    .go({ attributes: ['plan', 'timezone'] });
  if (!artist) throw new ApiError(404, 'not_found');
  if (artist.plan !== 'pro') throw new ApiError(403, 'pro_required');
  const { from, to } = pastRangeDays(query.range, localDate(new Date(), artist.timezone));
  const { data } = await db.entities.statsCounter.query
    .byArtistDay({ artistId })
    .between({ day: from }, { day: civilDay(dayNumber(to) + 1).date })
    .go({ pages: 'all', attributes: ['day', 'metric', 'value'] });
  return { range: query.range, from, to, ...insightFigures(query.range, from, to, data) };
});
