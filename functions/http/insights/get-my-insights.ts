import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { batchGet } from '#functions/lib/lifecycle/artist-refs.ts';
import type { InsightsView } from '#shared/api/contracts/insights.ts';
import { insightRoutes } from '#shared/api/routes/insights.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { readyImageFields, toPublicImage } from '#shared/domain/public-image.ts';
import { civilDay, dayNumber } from '#shared/domain/slots/civil-time.ts';
import {
  type DayCounter,
  type InsightFigures,
  insightFigures,
  pastRangeDays,
  rangeReads,
} from '#shared/domain/statistics/insights.ts';
import { monthKey } from '#shared/domain/statistics/metrics.ts';
import { requirePro } from './require-pro.ts';

const ATTRIBUTES = ['day', 'metric', 'value'] as const;

/** The counters a range needs: its days, or for 12 months the whole months' totals and the edge days (ADR 0046). */
async function readCounters(artistId: string, from: string, to: string, months: boolean) {
  const db = getDb();
  const reads = rangeReads(from, to, months);
  const queries: Promise<DayCounter[]>[] = reads.days.map(async (days) => {
    const { data } = await db.entities.statsCounter.query
      .byArtistDay({ artistId })
      .between({ day: days.from }, { day: civilDay(dayNumber(days.to) + 1).date })
      .go({ pages: 'all', attributes: [...ATTRIBUTES] });
    return data;
  });
  if (reads.months) {
    const [year, month] = reads.months.last.split('-').map(Number) as [number, number];
    const after = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
    queries.push(
      db.entities.statsCounter.query
        .byArtistDay({ artistId })
        .between({ day: monthKey(`${reads.months.first}-01`) }, { day: monthKey(`${after}-01`) })
        .go({ pages: 'all', attributes: [...ATTRIBUTES] })
        .then(({ data }) => data),
    );
  }
  return (await Promise.all(queries)).flat();
}

/** The top flashes' titles and smallest image, read in two batch gets (a deleted flash keeps only its count). */
async function describeFlashes(
  artistId: string,
  top: InsightFigures['topFlashes'],
): Promise<InsightsView['topFlashes']> {
  if (top.length === 0) return [];
  const db = getDb();
  const flashes = await batchGet(
    top.map(({ flashId }) => ({ artistId, flashId })),
    (keys) => db.entities.flash.get(keys).go({ attributes: ['flashId', 'title', 'imageIds'] }),
  );
  const imageIds = flashes.flatMap((flash) => flash.imageIds.slice(0, 1));
  const images = await batchGet(
    imageIds.map((imageId) => ({ artistId, imageId })),
    (keys) => db.entities.image.get(keys).go(),
  );
  return top.map(({ flashId, requests }) => {
    const flash = flashes.find((item) => item.flashId === flashId);
    const image = images.find((item) => item.imageId === flash?.imageIds[0]);
    const ready = image && readyImageFields(image);
    const thumbnailUrl = ready && toPublicImage(ready).variants[0]?.url;
    return { flashId, requests, ...(flash && { title: flash.title }), ...(thumbnailUrl && { thumbnailUrl }) };
  });
}

/**
 * `GET /me/insights?range`: a past range's figures in the artist's zone, summed from the statistics
 * consumer's counters: the range's days, or for 12 months the month totals and the days of the
 * partial months at each end (ADR 0046). Pro only: a Free artist gets 403 `pro_required` here,
 * whatever the page shows.
 */
export const handler = httpHandler(insightRoutes.getMyInsights, async ({ query, caller }) => {
  const { artistId, timezone } = await requirePro(caller);
  const { from, to } = pastRangeDays(query.range, localDate(new Date(), timezone));
  const counters = await readCounters(artistId, from, to, query.range === '12m');
  const figures = insightFigures(query.range, from, to, counters);
  const topFlashes = await describeFlashes(artistId, figures.topFlashes);
  return { range: query.range, from, to, ...figures, topFlashes };
});
