import type { LocalCloud } from '#scripts/local-cloud/start-local-cloud.ts';
import { createDb } from '#shared/db/service.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { startOfLocalDay } from '#shared/domain/slots/zone-timeline.ts';
import { type JobFigures, MEASURE, runBundled } from './jobs/run-bundled.ts';

const ZONES = ['Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Sydney'];

/**
 * The statistics consumer's work on 100,000 events (issue 10, item 4): each event read as
 * EventBridge delivers it (parseCountedEvent: the envelope's type and version, the payload trusted
 * as validated once at the outbox, ADR 0102) and summed per artist, local day and metric, plus the
 * month totals (countersWithMonthTotals, ADR 0046): the code the consumer runs. 1,000 artists in five time zones, the seven counted event types, 30 days.
 * Generating the events is not measured; the table writes are not part of it.
 */
export function benchStatistics(events = 100_000): Promise<JobFigures> {
  return runBundled(
    `
import { readFileSync } from 'node:fs';
import { countersWithMonthTotals } from './functions/consumers/statistics/aggregate-counters.ts';
import { parseCountedEvent } from './functions/consumers/statistics/counted-event.ts';
import { countedDetailTypes } from './functions/consumers/statistics/metrics-for-event.ts';
${MEASURE}
const zones = ${JSON.stringify(ZONES)};
const fixtures = countedDetailTypes.map((type) => ({
  type,
  detail: JSON.parse(readFileSync('events/fixtures/' + type + '/v1.json', 'utf8')),
}));
const start = Date.parse('2026-11-01T00:00:00Z');
const events = Array.from({ length: ${events} }, (_, i) => {
  const { type, detail } = fixtures[i % fixtures.length];
  return {
    'detail-type': type,
    source: 'inkslot',
    detail: {
      metadata: { ...detail.metadata, id: 'e' + i, occurredAt: new Date(start + i * 25_920).toISOString() },
      payload: { ...detail.payload, artistId: 'artist-' + (i % 1000) },
    },
  };
});
const zoneOf = (artistId) => zones[Number(artistId.slice(7)) % zones.length];
// The generated events are the job's input (EventBridge's delivery): settled by a full collection
// before the clock starts, so promoting them is not counted as the job's work.
globalThis.gc();
const cpu0 = process.cpuUsage();
const wall0 = performance.now();
const parsed = events.map(parseCountedEvent);
const parsedCpu = process.cpuUsage(cpu0);
const counters = countersWithMonthTotals(parsed, zoneOf);
measure(cpu0, wall0, {
  events: events.length,
  counters: counters.length,
  parseCpuMs: (parsedCpu.user + parsedCpu.system) / 1000,
});
`,
    {},
    ['--expose-gc'],
  );
}

/**
 * The 18:00 digest at scale (issue 10, item 4): 1,000 artists who chose the daily summary, in one
 * zone at 18:00, each with the day's counters (written straight to the table), then the digest job's
 * bundle in a fresh process against the local cloud, with the young generation of a 256 MB function
 * (`DIGEST_FUNCTION_HEAP`): one query of the due zone, the counters read and the sends claimed per
 * batch, each artist's lists, 1,000 emails in bulk (one SendBulkEmail per batch and language)
 * through the SES stand-in. Its AWS calls are counted (one HTTP request each), by operation.
 */
export async function benchDigest(cloud: LocalCloud, artists = 1_000): Promise<JobFigures> {
  const db = createDb({ tableName: cloud.tableName });
  const zone = 'Europe/Paris';
  const today = localDate(new Date(), zone);
  const at = new Date(startOfLocalDay(zone, today).getTime() + 18 * 3_600_000);
  const run = Date.now().toString(36);
  const ids = Array.from({ length: artists }, (_, i) => `digest-bench-${run}-${i}`);
  await db.entities.artist
    .put(
      ids.map((artistId, i) => ({
        artistId,
        email: `digest-${i}@bench.inkslot.local`,
        pseudo: `digest-${run}-${i}`,
        displayName: `Digest ${i}`,
        locale: 'en' as const,
        timezone: zone,
        messageEmails: 'daily' as const,
        digestZone: zone,
      })),
    )
    .go();
  await db.entities.statsCounter
    .put(ids.map((artistId) => ({ artistId, day: today, metric: 'requestsReceived', value: 2 })))
    .go();
  return runBundled(
    `
import { subscribe } from 'node:diagnostics_channel';
import { handler } from './functions/consumers/digest/send-daily-digests.ts';
${MEASURE}
// Every AWS call is one HTTP request (DynamoDB, SES): counted, for the CPU each costs.
let awsCalls = 0;
const kinds = {};
subscribe('http.client.request.start', ({ request }) => {
  awsCalls += 1;
  // DynamoDB names its operation in X-Amz-Target; SES v2 in its path.
  const target = String(request.getHeader('x-amz-target') ?? '').split('.').pop();
  const ses = request.path.includes('/outbound-emails')
    ? 'SendEmail'
    : request.path.includes('/outbound-bulk-emails')
      ? 'SendBulkEmail'
      : request.path.includes('/templates')
        ? 'CreateEmailTemplate'
        : request.path;
  const kind = 'calls.' + (target || ses);
  kinds[kind] = (kinds[kind] ?? 0) + 1;
});
const cpu0 = process.cpuUsage();
const wall0 = performance.now();
const result = await handler({ time: ${JSON.stringify(at.toISOString())} });
measure(cpu0, wall0, { ...result, awsCalls, ...kinds });
`,
    cloud.env,
    DIGEST_FUNCTION_HEAP,
  );
}

/**
 * V8's young generation as Lambda's Node.js runtime sizes it for a 256 MB function: its bootstrap
 * gives the new space 5% of the function's memory (about 12.8 MB: three 4 MiB semi-spaces). Without
 * it, V8 sizes the young generation from this machine's memory and the same run peaks at 290 MiB
 * instead of 128 MiB, for the same CPU: garbage the process may keep, not memory the job needs.
 */
const DIGEST_FUNCTION_HEAP = ['--max-semi-space-size=4'];

/**
 * The floor under the digest's CPU: the cheapest AWS call there is (a DynamoDB GetItem of a missing
 * key through the functions' own client, `getDb()`), `calls` times one after the other in a fresh
 * process against the local cloud. The SDK's work per call (middleware, signing, HTTP, parsing) is
 * what each of the digest's calls pays at least.
 */
export function benchAwsCallFloor(cloud: LocalCloud, calls = 2_000): Promise<JobFigures> {
  return runBundled(
    `
import { getDb } from './functions/lib/db.ts';
${MEASURE}
const db = getDb();
const read = (i) => db.entities.artist.get({ artistId: 'aws-call-floor-' + i }).go();
for (let i = 0; i < 50; i++) await read(i); // warm: the connection and the JIT, as in a warm container
const cpu0 = process.cpuUsage();
const wall0 = performance.now();
for (let i = 0; i < ${calls}; i++) await read(i);
measure(cpu0, wall0, { calls: ${calls} });
`,
    cloud.env,
  );
}
