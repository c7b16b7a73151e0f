import { beforeAll, describe, expect, it } from 'vitest';
import { withMonthTotals } from '#functions/consumers/statistics/aggregate-counters.ts';
import type { InsightsView, UpcomingInsightsView } from '#shared/api/contracts/insights.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { civilDay, dayNumber } from '#shared/domain/slots/civil-time.ts';
import { api } from '#tests/support/api.ts';
import {
  everyDay,
  proArtist,
  requestBody,
  sendRequest,
  setPlan,
  slotIds,
  slotsOf,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { acceptRequest } from '#tests/support/lifecycle.ts';
import { onboardedArtist, storedImage } from '#tests/support/portfolio.ts';

/**
 * `GET /me/insights` (issue 12) over the statistics consumer's daily counters: a year of them for a
 * Pro artist, summed per range in the artist's zone; refused to Free artists by the API itself.
 */
const { db } = cloudAndDb();

describe('insights', () => {
  let pro: Awaited<ReturnType<typeof onboardedArtist>>;
  let free: Awaited<ReturnType<typeof onboardedArtist>>;
  const today = localDate(new Date(), 'Europe/Paris');

  beforeAll(async () => {
    [pro, free] = await Promise.all([onboardedArtist(), onboardedArtist()]);
    await setPlan(db, pro.sub, 'pro');
    // Every day of the last 400: 2 requests, 1 accepted (120 EUR), a first answer after 20 minutes;
    // with their month totals, as the statistics consumer writes them (ADR 0046).
    const changes = Array.from(
      { length: 400 },
      (_, index) => civilDay(dayNumber(today) - index).date,
    ).flatMap((day) =>
      (
        [
          ['requestsReceived', 2],
          ['requestsAccepted', 1],
          ['requestsRefused', 1],
          ['bookings', 1],
          ['revenueCents.EUR', 12_000],
          ['firstResponseMinutes.20', 1],
          ['requestedSlot.4.14', 2],
        ] as const
      ).map(([metric, amount]) => ({ artistId: pro.sub, day, metric, amount })),
    );
    const items = withMonthTotals(changes).map(({ amount, ...key }) => ({ ...key, value: amount }));
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
    expect(week.json.busiestDays).toEqual([0, 0, 0, 0, 14, 0, 0]);
    expect(week.json.busiestHours[14]).toBe(14);
    expect(week.json.timeSavedMinutes).toBe(14 * 15);

    const year = await api<InsightsView>('/me/insights?range=12m', { token: pro.idToken });
    const days = dayNumber(year.json.to) - dayNumber(year.json.from) + 1;
    // The whole months from their totals, the partial ones at each end from their days: the same sums.
    expect(year.json.requestsReceived).toBe(2 * days);
    expect(year.json.revenue).toEqual({ EUR: 12_000 * days });
    expect(year.json.busiestDays[4]).toBe(2 * days);
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

  it('counts what the form receives: the top flashes by name, the busiest slot; and the bookings ahead', async () => {
    const artist = await proArtist(db, everyDay(['10:00', 120], ['15:00', 60]));
    const image = await storedImage(db, artist.sub, 'flash');
    const flash = await api<{ flashId: string }>('/me/flashes', {
      token: artist.idToken,
      body: { title: 'Night moth', lengthMm: 80, widthMm: 60, priceCents: 12_000, imageIds: [image] },
    });
    expect(flash.status, flash.text).toBe(201);
    const slots = slotIds((await slotsOf(artist.pseudo)).json);
    const ten = slots.filter((slotId) => slotId.includes('T10:00'));
    const sent = [];
    for (const slotId of ten.slice(0, 2)) {
      const body = requestBody(slotId, { projectType: 'flash', flashId: flash.json.flashId });
      const answer = await sendRequest(artist.pseudo, body);
      expect(answer.status, answer.text).toBe(201);
      sent.push(answer.json.requestId);
    }
    const custom = await sendRequest(artist.pseudo, requestBody(slots.find((id) => id.includes('T15:00'))!));
    expect(custom.status, custom.text).toBe(201);
    const accepted = await acceptRequest(artist, sent[0]!, { priceCents: 15_000, depositCents: 5_000 });
    expect(accepted.status, accepted.text).toBe(201);

    // The statistics consumer takes the events off the bus: poll the page's figures until it has.
    await expect
      .poll(async () => (await api<InsightsView>('/me/insights?range=7d', { token: artist.idToken })).json, {
        timeout: 15_000,
      })
      .toMatchObject({
        requestsReceived: 3,
        requestsAccepted: 1,
        topFlashes: [{ flashId: flash.json.flashId, requests: 2, title: 'Night moth' }],
      });
    const week = await api<InsightsView>('/me/insights?range=7d', { token: artist.idToken });
    expect(week.json.topFlashes[0]?.thumbnailUrl).toMatch(/^\/media\/.+\.webp$/);
    expect(week.json.busiestHours[10]).toBe(2);
    expect(week.json.busiestHours[15]).toBe(1);

    // The booking ahead, read from the calendar's index: price, deposit awaited, balance.
    const ahead = await api<UpcomingInsightsView>('/me/insights/upcoming?range=4w', {
      token: artist.idToken,
    });
    expect(ahead.status, ahead.text).toBe(200);
    expect(ahead.json).toMatchObject({
      range: '4w',
      from: today,
      bookings: 1,
      bookedMinutes: 120,
      expectedRevenue: { EUR: 15_000 },
      depositsPending: { count: 1, amounts: { EUR: 5_000 } },
      balanceDue: { EUR: 10_000 },
    });
    expect(ahead.json.series).toHaveLength(28);
    expect(ahead.json.series.reduce((sum, bucket) => sum + bucket.bookings, 0)).toBe(1);
    const refused = await api('/me/insights/upcoming', { token: free.idToken });
    expect(refused.status).toBe(403);
  });
});
