import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  type LocalCloud,
  startLocalCloud,
  TEST_DEFAULT_SOURCES,
} from '#scripts/local-cloud/start-local-cloud.ts';
import { createDb } from '#shared/db/service.ts';
import { seedArtist } from './bench-public-api.ts';

export interface CalendarFigures {
  bookings: number;
  /** What one month view returns (its window), and its size in bytes. */
  shown: number;
  payloadBytes: number;
  p50Ms: number;
  p95Ms: number;
  /** Read capacity units of the month view's table read, by slot start (what DynamoDB reports). */
  readUnits: number;
  /** The same for a read of the artist's whole history (what the calendar read before ADR 0037). */
  wholeHistoryReadUnits: number;
}

const DAY = 86_400_000;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * The calendar at scale (issue 10, item 3): an artist with `count` bookings over five years (written
 * straight to DynamoDB Local), then `GET /api/me/calendar?from&to` of one month through the local
 * gateway, `runs` times after a warm-up. The read units are DynamoDB's own count
 * (`ReturnConsumedCapacity`) for the month's query and for a read of the whole history.
 */
export async function benchCalendar(
  options: { count?: number; runs?: number; cloud?: LocalCloud } = {},
): Promise<CalendarFigures> {
  const count = options.count ?? 10_000;
  const runs = options.runs ?? 40;
  const cloud =
    options.cloud ??
    (await startLocalCloud({ web: 'none', quiet: true, rateLimitExemptSources: TEST_DEFAULT_SOURCES }));
  try {
    const { artistId, token } = await seedArtist(cloud, {
      email: 'calendar-bench@inkslot.local',
      pseudo: 'calendar-bench',
    });
    const db = createDb({ tableName: cloud.tableName });
    const first = Date.UTC(2024, 0, 1, 9);
    const step = (5 * 365 * DAY) / count;
    const items = Array.from({ length: count }, (_, index) => {
      const start = new Date(first + Math.round((index * step) / (15 * 60_000)) * 15 * 60_000);
      const end = new Date(start.getTime() + 2 * 3_600_000);
      const localDate = start.toISOString().slice(0, 10);
      return {
        artistId,
        bookingId: `bench-${String(index).padStart(5, '0')}`,
        projectType: 'custom' as const,
        placement: 'Forearm',
        size: '10 x 6 cm',
        slotId: `${localDate}T${start.toISOString().slice(11, 16)}/120`,
        slotStart: start.toISOString(),
        slotEnd: end.toISOString(),
        clientEmail: `client-${index}@bench.local`,
        clientFirstName: 'Bench',
        clientLastName: `Client ${index}`,
        clientAge: 30,
        clientAlreadyTattooed: true,
        locale: 'fr' as const,
        priceCents: 15_000,
        currency: 'EUR' as const,
        paymentState: 'DEPOSIT-PAID' as const,
        acceptedAt: start.toISOString(),
        createdAt: start.toISOString(),
        updatedAt: start.toISOString(),
      };
    });
    for (let offset = 0; offset < items.length; offset += 500) {
      const { unprocessed } = await db.entities.booking.put(items.slice(offset, offset + 500)).go();
      if (unprocessed.length > 0) throw new Error(`${unprocessed.length} bookings not written`);
    }

    // A month in the middle of the five years, as the calendar's month view asks it (with its edges).
    const [from, to] = ['2026-05-25', '2026-07-05'];
    const monthView = async () => {
      const started = performance.now();
      const answer = await fetch(`${cloud.urls.app}/api/me/calendar?from=${from}&to=${to}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!answer.ok) throw new Error(`GET /me/calendar answered ${answer.status}: ${await answer.text()}`);
      const text = await answer.text();
      const body = JSON.parse(text) as { bookings: unknown[] };
      return { ms: performance.now() - started, shown: body.bookings.length, bytes: Buffer.byteLength(text) };
    };
    // Warm: the JIT of the handler and of DynamoDB Local's JVM, as a container and a table in use are.
    for (let index = 0; index < 30; index += 1) await monthView();
    const timings: number[] = [];
    let shown = 0;
    let payloadBytes = 0;
    for (let index = 0; index < runs; index += 1) {
      const run = await monthView();
      timings.push(run.ms);
      shown = run.shown;
      payloadBytes = run.bytes;
    }
    timings.sort((a, b) => a - b);

    // ElectroDB's params are the document client's (plain values).
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    const units = async (params: QueryCommandInput) => {
      let total = 0;
      let next: QueryCommandInput['ExclusiveStartKey'];
      do {
        const page = await client.send(
          new QueryCommand({ ...params, ExclusiveStartKey: next, ReturnConsumedCapacity: 'TOTAL' }),
        );
        total += page.ConsumedCapacity?.CapacityUnits ?? 0;
        next = page.LastEvaluatedKey;
      } while (next);
      return total;
    };
    const windowParams = db.entities.booking.query
      .byStart({ artistId })
      .between({ slotStart: '2026-05-23' }, { slotStart: '2026-07-07' })
      .params() as QueryCommandInput;
    const historyParams = db.entities.booking.query.byArtist({ artistId }).params() as QueryCommandInput;
    const [readUnits, wholeHistoryReadUnits] = [await units(windowParams), await units(historyParams)];
    client.destroy();
    return {
      bookings: count,
      shown,
      payloadBytes,
      p50Ms: percentile(timings, 50),
      p95Ms: percentile(timings, 95),
      readUnits,
      wholeHistoryReadUnits,
    };
  } finally {
    if (!options.cloud) await cloud.stop();
  }
}
