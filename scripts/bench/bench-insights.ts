import { withMonthTotals } from '#functions/consumers/statistics/aggregate-counters.ts';
import type { LocalCloud } from '#scripts/local-cloud/start-local-cloud.ts';
import { createDb } from '#shared/db/service.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { civilDay, dayNumber } from '#shared/domain/slots/civil-time.ts';
import {
  amountMetric,
  COUNT_METRICS,
  firstResponseMetric,
  flashRequestsMetric,
  requestedSlotMetric,
} from '#shared/domain/statistics/metrics.ts';
import { seedArtist } from './bench-public-api.ts';

export interface InsightsFigures {
  counters: number;
  p50Ms: number;
  p95Ms: number;
}

/**
 * Every count metric, two amounts, one first-answer bucket, two requested slots and two flashes: a
 * busy artist's day.
 */
const METRICS = [
  ...COUNT_METRICS,
  amountMetric('revenueCents', 'EUR'),
  amountMetric('depositsCents', 'EUR'),
  firstResponseMetric(25),
  requestedSlotMetric(4, 14),
  requestedSlotMetric(5, 11),
  flashRequestsMetric('bench-flash-1'),
  flashRequestsMetric('bench-flash-2'),
];

/**
 * `GET /api/me/insights?range=12m` through the local gateway for a Pro artist with a counter of every
 * metric above on every day of the last 13 months and their month totals, as the statistics consumer
 * writes them (ADR 0046; issue 12's goal: p95 <= 50 ms).
 */
export async function benchInsights(
  cloud: LocalCloud,
  options: { runs?: number } = {},
): Promise<InsightsFigures> {
  const runs = options.runs ?? 40;
  const db = createDb({ tableName: cloud.tableName });
  const { artistId, token } = await seedArtist(cloud, {
    email: 'insights-bench@inkslot.local',
    pseudo: 'insights-bench',
  });
  await db.entities.artist.patch({ artistId }).set({ plan: 'pro' }).go();
  const today = localDate(new Date(), 'Europe/Paris');
  const days = Array.from({ length: 396 }, (_, index) => civilDay(dayNumber(today) - index).date).flatMap(
    (day, index) => METRICS.map((metric) => ({ artistId, day, metric, amount: 1 + (index % 5) })),
  );
  const items = withMonthTotals(days).map(({ amount, ...key }) => ({ ...key, value: amount }));
  for (let offset = 0; offset < items.length; offset += 25)
    await db.entities.statsCounter.put(items.slice(offset, offset + 25)).go();

  const read = async () => {
    const started = performance.now();
    const answer = await fetch(`${cloud.urls.api}/me/insights?range=12m`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.status !== 200)
      throw new Error(`GET /me/insights answered ${answer.status}: ${await answer.text()}`);
    await answer.json();
    return performance.now() - started;
  };
  // Warm: the JIT of the handler and of DynamoDB Local's JVM, as a container and a table in use are.
  for (let index = 0; index < 30; index++) await read();
  const times: number[] = [];
  for (let index = 0; index < runs; index++) times.push(await read());
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? Number.NaN;
  return { counters: items.length, p50Ms: at(0.5), p95Ms: at(0.95) };
}
