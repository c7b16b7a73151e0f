import { beforeAll, describe, expect, it } from 'vitest';
import type { InsightsView } from '../../shared/api/contracts/insights.ts';
import { createDb } from '../../shared/db/service.ts';
import { localDate } from '../../shared/domain/local-time.ts';
import { civilDay, dayNumber } from '../../shared/domain/slots/civil-time.ts';
import { api } from '../support/api.ts';
import { setPlan } from '../support/booking.ts';
import { applyCloudEnv } from '../support/cloud-env.ts';
import { onboardedArtist } from '../support/portfolio.ts';

/**
 * `GET /me/insights` (issue 12) over the statistics consumer's daily counters: a year of them for a
 * Pro artist, summed per range in the artist's zone; refused to Free artists by the API itself.
 */
const cloud = applyCloudEnv();
const db = createDb({ tableName: cloud.tableName });

describe('insights', () => {
  let pro: Awaited<ReturnType<typeof onboardedArtist>>;
  let free: Awaited<ReturnType<typeof onboardedArtist>>;
  const today = localDate(new Date(), 'Europe/Paris');

  beforeAll(async () => {
    [pro, free] = await Promise.all([onboardedArtist(), onboardedArtist()]);
    await setPlan(db, pro.sub, 'pro');
    // Every day of the last 400: 2 requests, 1 accepted (120 EUR), a first answer after 20 minutes.
    const items = Array.from({ length: 400 }, (_, index) => civilDay(dayNumber(today) - index).date).flatMap(
      (day) => [
        { artistId: pro.sub, day, metric: 'requestsReceived', value: 2 },
        { artistId: pro.sub, day, metric: 'requestsAccepted', value: 1 },
        { artistId: pro.sub, day, metric: 'requestsRefused', value: 1 },
        { artistId: pro.sub, day, metric: 'bookings', value: 1 },
        { artistId: pro.sub, day, metric: 'revenueCents.EUR', value: 12_000 },
        { artistId: pro.sub, day, metric: 'firstResponseMinutes.20', value: 1 },
      ],
    );
    for (let offset = 0; offset < items.length; offset += 25)
      await db.entities.statsCounter.put(items.slice(offset, offset + 25)).go();
  });

  it('sums a range’s counters in the artist’s zone: 7 days, then 12 months by month', async () => {
    const week = await api<InsightsView>('/me/insights?range=7d', { token: pro.idToken });
    expect(week.status).toBe(200);
    expect(week.json).toMatchObject({
      range: '7d',
      to: today,
      requestsReceived: 14,
      requestsAccepted: 7,
      bookings: 7,
      acceptanceRate: 50,
      revenue: { EUR: 84_000 },
      medianFirstResponseMinutes: 20,
    });
    expect(week.json.series).toHaveLength(7);
    expect(week.json.requestsByWeekday.reduce((sum, count) => sum + count, 0)).toBe(14);

    const year = await api<InsightsView>('/me/insights?range=12m', { token: pro.idToken });
    const days = dayNumber(year.json.to) - dayNumber(year.json.from) + 1;
    expect(year.json.requestsReceived).toBe(2 * days);
    expect(year.json.series.length).toBeGreaterThanOrEqual(12);
    expect(year.json.series.every((bucket) => bucket.start.endsWith('-01'))).toBe(true);
    // The default range is 4 weeks.
    expect((await api<InsightsView>('/me/insights', { token: pro.idToken })).json).toMatchObject({
      range: '4w',
      requestsReceived: 56,
    });
  });

  it('refuses the figures to a Free artist, and a range the spec does not name, with a localized error', async () => {
    const refused = await api<{ error: { code: string; message: string } }>('/me/insights?range=7d', {
      token: free.idToken,
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({
      code: 'pro_required',
      message: 'Les statistiques avancées sont réservées à la formule Pro',
    });
    const odd = await api<{ error: { code: string } }>('/me/insights?range=5y', { token: pro.idToken });
    expect(odd.status).toBe(400);
  });
});
