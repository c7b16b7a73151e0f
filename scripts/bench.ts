/**
 * `npm run bench`: prints figures, asserts nothing. Lambda bundles (minified and gzip size, cold
 * import time), the slot engine (a year's horizon, 500 bookings), the public slots and profile
 * endpoints through the local gateway (autocannon), a book opening's surge, and the SPA's initial JS
 * per area.
 * Builds the SPA first when web/dist is missing.
 *
 * `npm run bench -- jobs` (or any of the parts below, several allowed) prints only those parts; on a
 * machine shared with others, the part being worked on. Each part prints its own floors with it.
 */
import { benchCalendar } from './bench/bench-calendar.ts';
import { benchInsights } from './bench/bench-insights.ts';
import { benchAwsCallFloor, benchDigest, benchStatistics } from './bench/bench-jobs.ts';
import { benchLambdas } from './bench/bench-lambdas.ts';
import { benchLighthouse } from './bench/bench-lighthouse.ts';
import { benchMessages } from './bench/bench-messages.ts';
import { benchOpeningSurge } from './bench/bench-opening-surge.ts';
import { benchPublicApi } from './bench/bench-public-api.ts';
import { benchSlots } from './bench/bench-slots.ts';
import { benchWeb } from './bench/bench-web.ts';
import { printLambdas } from './bench/print-lambdas.ts';
import { startLocalCloud, TEST_DEFAULT_SOURCES } from './local-cloud/start-local-cloud.ts';
import { buildWeb } from './local-cloud/web-build.ts';

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

const PARTS = [
  'lambdas',
  'slots',
  'calendar',
  'insights',
  'messages',
  'public-api',
  'surge',
  'jobs',
  'web',
  'lighthouse',
];
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) throw new Error(`no bench part ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`);
/** Whether a part is printed: all of them unless some are named. */
const wants = (part: (typeof PARTS)[number]) => asked.length === 0 || asked.includes(part);

if (wants('lambdas')) printLambdas(await benchLambdas());

if (wants('slots')) {
  const slots = benchSlots();
  console.log(
    `Slot engine: a year's horizon in Europe/Paris, ${slots.bookings} bookings, ${slots.slots} slots offered; ${slots.runs} runs after warm-up (goal: p95 <= 2.5 ms)`,
  );
  console.table([
    {
      'first call ms (cold zone cache)': round(slots.coldMs, 2),
      'p50 ms': round(slots.p50Ms, 2),
      'p95 ms': round(slots.p95Ms, 2),
      'p99 ms': round(slots.p99Ms, 2),
      'CPU p95 ms': round(slots.cpuP95Ms, 2),
    },
  ]);
}

// The parts that run without a local cloud: `npm run bench -- lambdas` does not start one.
if (!PARTS.some((part) => part !== 'lambdas' && part !== 'slots' && wants(part))) process.exit(0);

// One local cloud for the benches that need one (the handlers keep their SDK clients per process),
// serving the SPA's build for Lighthouse, the demo artist seeded.
const needsWeb = wants('lighthouse');
if (needsWeb && !buildWeb({ ifMissing: true }))
  throw new Error('The SPA build failed (vite build -c web/vite.config.ts).');
const cloud = await startLocalCloud({
  web: needsWeb ? 'dist' : 'none',
  quiet: true,
  seed: true,
  rateLimitExemptSources: TEST_DEFAULT_SOURCES,
});
if (wants('calendar')) {
  const calendar = await benchCalendar({ cloud });
  console.log(
    `Calendar month view: GET /api/me/calendar?from&to through the local gateway, an artist with ${calendar.bookings} bookings over five years (goal: p95 <= 35 ms; reads by slot start, ADR 0037, only what the calendar shows, ADR 0103)`,
  );
  console.table([
    {
      'bookings shown': calendar.shown,
      'payload KB': round(calendar.payloadBytes / 1000),
      'p50 ms': round(calendar.p50Ms),
      'p95 ms': round(calendar.p95Ms),
      goal: calendar.p95Ms <= 35 ? 'met' : 'missed',
      'read units (month)': round(calendar.readUnits),
      'read units (whole history, before)': round(calendar.wholeHistoryReadUnits),
    },
  ]);
}

if (wants('insights')) {
  const insights = await benchInsights(cloud);
  console.log(
    `Insights (issue 12): GET /api/me/insights?range=12m through the local gateway, a Pro artist with ${insights.counters} daily counters (13 months of every count metric, two amounts and a first-answer bucket). Goal: p95 <= 50 ms`,
  );
  console.table([
    { counters: insights.counters, 'p50 ms': round(insights.p50Ms), 'p95 ms': round(insights.p95Ms) },
  ]);
}

if (wants('messages')) {
  const messages = await benchMessages(cloud);
  console.log(
    `Messages (issue 11): ${messages.sockets} clients connected live through the local gateway's /ws, the artist writes to each through the HTTP API, timed to the push on the recipient's socket (outbox, bus, live-push, management API); then, for an artist with ${messages.conversations} conversations, the messages page's first read (the latest 50 and the unread total of all) and a search through all. Goals: delivery p95 <= 150 ms, list p95 <= 50 ms`,
  );
  console.table([
    {
      'open sockets': messages.sockets,
      'delivery p50 ms': round(messages.deliveryP50Ms),
      'delivery p95 ms': round(messages.deliveryP95Ms),
      conversations: messages.conversations,
      'list p50 ms': round(messages.listP50Ms),
      'list p95 ms': round(messages.listP95Ms),
      'search p50 ms': round(messages.searchP50Ms),
      'search p95 ms': round(messages.searchP95Ms),
    },
  ]);
}

if (wants('public-api')) {
  console.log(
    'Public API through the local gateway and its edge cache (ADR 0039; in-memory local cloud, autocannon on 127.0.0.1, 10 connections, 10 s; an artist with weekly availabilities and 500 bookings held over a year). Goals: the slots >= 1,750 req/s, p99 <= 15 ms, payload <= 6 KB; the public page >= 2,000 req/s, p99 <= 15 ms',
  );
  console.table(
    (await benchPublicApi({ cloud })).map((f) => ({
      endpoint: f.endpoint,
      'req/s': Math.round(f.requestsPerSecond),
      'p50 ms': f.p50Ms,
      'p99 ms': f.p99Ms,
      'payload bytes': f.payloadBytes,
      errors: f.errors,
    })),
  );
}

if (wants('surge')) {
  const surge = await benchOpeningSurge(cloud);
  const counted = surge.confirmed === surge.openingCount && surge.confirmed === surge.storedRequests;
  const met =
    surge.serverErrors === 0 &&
    surge.pageP99Ms <= 300 &&
    surge.requestP99Ms <= 500 &&
    surge.pageHitRatio >= 0.95 &&
    counted &&
    surge.confirmed <= surge.cap;
  console.log(
    `A book opening's surge (issue 33, item 7): ${surge.visitors} visitors open the public page and ${surge.requests} clients send the form (half in the first 10 s) within ${surge.seconds.toFixed(0)} s, each from their own address, to one Pro artist's first-come opening capped at ${surge.cap}, each confirming with the mailed code (the visitors in a worker thread; the loop's figures are the local cloud's event loop, CPU the whole process's). Goals: no 5xx, page p99 <= 300 ms, request p99 <= 500 ms, edge hit ratio >= 95 % on the page, every confirmed request counted once`,
  );
  console.table([
    {
      'page p50 ms': round(surge.pageP50Ms),
      'page p99 ms': round(surge.pageP99Ms),
      'edge hits %': round(surge.pageHitRatio * 100),
      'request p50 ms': round(surge.requestP50Ms),
      'request p99 ms': round(surge.requestP99Ms),
      'confirm p99 ms': round(surge.confirmP99Ms),
      '5xx': surge.serverErrors,
      'confirmed / counted / stored': `${surge.confirmed} / ${surge.openingCount} / ${surge.storedRequests}`,
      refused: Object.entries(surge.refusals)
        .map(([code, count]) => `${code} ${count}`)
        .join(', '),
      goal: met ? 'met' : 'missed',
      'loop busy %': round(surge.loopBusy * 100),
      'loop delay p99 ms': round(surge.loopDelayP99Ms),
      'CPU s': round(surge.cpuSeconds),
    },
  ]);
}
if (wants('jobs')) {
  const digest = await benchDigest(cloud);
  const awsCallFloor = await benchAwsCallFloor(cloud);

  const statistics = await benchStatistics();
  console.log(
    'Jobs at scale (each in a fresh Node process running its bundle; CPU = user + system, RSS = the process peak; the digest with the young generation Lambda gives a 256 MB function). Goals: statistics <= 200 ms CPU for 100,000 events; the 18:00 digest <= 1 s CPU and 256 MB for 1,000 artists',
  );
  const awsCallCpuMs = awsCallFloor.cpuMs / (awsCallFloor.calls ?? Number.NaN);
  const digestCalls = digest.awsCalls ?? Number.NaN;
  console.table([
    {
      job: `statistics: ${statistics.events} events -> ${statistics.counters} counters (parse + sum)`,
      'CPU ms': round(statistics.cpuMs),
      'wall ms': round(statistics.wallMs),
      'peak RSS MiB': round(statistics.maxRssMiB),
      goal: statistics.cpuMs <= 200 ? 'met' : 'missed',
    },
    {
      job: `  of which reading the events (the envelope's type and version; the payload validated once, at the outbox: ADR 0102): ${round(statistics.parseCpuMs ?? Number.NaN)} ms CPU`,
    },
    {
      job: `digest: ${digest.due} artists due, ${digest.sent} summaries sent`,
      'CPU ms': round(digest.cpuMs),
      'wall ms': round(digest.wallMs),
      'peak RSS MiB': round(digest.maxRssMiB),
      goal: `CPU ${digest.cpuMs <= 1_000 ? 'met' : 'missed'}, memory ${digest.maxRssMiB <= 256 ? 'met' : 'missed'}`,
    },
    {
      job: `  calls per artist: ${round(digestCalls / Math.max(1, digest.due ?? 0), 2)} (goal < 0.5: ${digestCalls / Math.max(1, digest.due ?? 0) < 0.5 ? 'met' : 'missed'}); by operation: ${Object.entries(
        digest,
      )
        .filter(([key]) => key.startsWith('calls.'))
        .map(([key, count]) => `${key.slice(6)} ${count}`)
        .join(', ')}`,
    },
    {
      job: `  its ${digestCalls} AWS calls at ${round(awsCallCpuMs, 2)} ms CPU each (floor: ${awsCallFloor.calls} GetItem calls, ${round(awsCallFloor.cpuMs)} ms CPU) = ${round(digestCalls * awsCallCpuMs)} ms CPU before any digest work`,
    },
  ]);
}

if (wants('web')) {
  console.log(
    'SPA initial JS per area, gzip (its entry, the lazy route modules of its first render, one language of its messages; /{pseudo} is the artist-page entry, ADR 0023). Goal for /{pseudo}: <= 110 KiB',
  );
  console.table(
    benchWeb().map((f) => ({
      area: f.area,
      files: f.files,
      'raw KiB': round(f.rawKiB),
      'gzip KiB': round(f.gzipKiB),
    })),
  );
}

// Lighthouse on the build as CloudFront serves it (compression, the production headers), the demo
// artist seeded. Debian's Chromium, as the e2e tier.
if (wants('lighthouse')) {
  const goal = { '/': [95, 100, 100, 100], '/demo': [95, 100, 100, 100], '/demo/form': [95, 100, 100] };
  console.log(
    'Lighthouse, mobile (its default phone and simulated slow 4G), on the built SPA, the median of 3 runs per page. Goals: performance >= 95, accessibility 100, best practices 100 on all three; SEO 100 on / and /demo',
  );
  console.table(
    (await benchLighthouse(cloud.urls.app, Object.keys(goal))).map((f) => {
      const [performance = 0, accessibility = 0, bestPractices = 0, seo = 0] =
        goal[f.path as keyof typeof goal];
      const met =
        f.performance >= performance &&
        f.accessibility >= accessibility &&
        f.bestPractices >= bestPractices &&
        f.seo >= seo;
      return {
        page: f.path,
        performance: f.performance,
        accessibility: f.accessibility,
        'best practices': f.bestPractices,
        SEO: f.seo,
        'LCP ms': Math.round(f.lcpMs),
        'TBT ms': Math.round(f.tbtMs),
        CLS: round(f.cls, 3),
        goal: met ? 'met' : 'missed',
      };
    }),
  );
}

await cloud.stop();
