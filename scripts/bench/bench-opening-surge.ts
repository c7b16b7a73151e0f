import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { LocalCloud } from '#scripts/local-cloud/start-local-cloud.ts';
import { createDb } from '#shared/db/service.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { slotIdOf } from '#shared/domain/slots/slot-id.ts';
import { seedArtist } from './bench-public-api.ts';
import type { SurgeLoad, SurgeSeen } from './surge-load.ts';

export interface SurgeFigures {
  visitors: number;
  requests: number;
  cap: number;
  seconds: number;
  pageP50Ms: number;
  pageP99Ms: number;
  /** The share of the page's answers the edge cache gave (`x-cache: Hit from cloudfront`). */
  pageHitRatio: number;
  requestP50Ms: number;
  requestP99Ms: number;
  confirmP99Ms: number;
  /** Answers of 500 or more, page and requests together, and connections refused or reset. */
  serverErrors: number;
  /** Confirmations answered 200, the opening's stored count and the requests stored: one figure thrice when each is counted once. */
  confirmed: number;
  openingCount: number;
  storedRequests: number;
  /** What the others were told (`opening_full`, `slot_taken`, ...), by code. */
  refusals: Record<string, number>;
  /** The local cloud's event loop during the surge: the share of time it was busy, and its delay's p99. */
  loopBusy: number;
  loopDelayP99Ms: number;
  /** CPU of this process (the local cloud's threads, the visitors' worker) during the surge. */
  cpuSeconds: number;
}

const PSEUDO = 'surge-bench';
const HOURS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/**
 * Issue 33, item 7: a book opening's surge through the local gateway. A Pro artist (ten one-hour
 * slots a day, books closed) opens a first-come opening capped at `cap`; within `seconds`,
 * `visitors` people open the public page (evenly) and `requests` clients send the form (half of them
 * in the first sixth: a surge), each from their own loopback address (ADR 0068), each for one of the
 * offered slots (several for the same: they race), each confirming with the code mailed to them
 * (surge-load.ts, in a worker thread: the visitors' HTTP clients are not the local cloud's work,
 * ADR 0109). Figures: the page's and the requests' latency, the edge's hit ratio, 5xx, the confirmed
 * requests against the opening's count and the stored requests, and the local cloud's event loop.
 */
export async function benchOpeningSurge(
  cloud: LocalCloud,
  options: { visitors?: number; requests?: number; cap?: number; seconds?: number } = {},
): Promise<SurgeFigures> {
  const visitors = options.visitors ?? 2_000;
  const requests = options.requests ?? 500;
  const cap = options.cap ?? 150;
  const seconds = options.seconds ?? 60;
  const db = createDb({ tableName: cloud.tableName });
  const artistId = await openingUnderWay(cloud, cap);
  // The slots the form offers on the next 40 days, ten a day from tomorrow.
  const slotIds = Array.from({ length: 40 }, (_, day) =>
    HOURS.map((hour) =>
      slotIdOf(localDate(new Date(Date.now() + (day + 1) * 86_400_000), 'Europe/Paris'), hour, 60),
    ),
  ).flat();

  const delay = monitorEventLoopDelay({ resolution: 10 });
  const busy = performance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  delay.enable();
  const seen = await inWorker({
    app: cloud.urls.app,
    ses: cloud.urls.ses,
    pseudo: PSEUDO,
    slotIds,
    visitors,
    requests,
    seconds,
  });
  delay.disable();
  const used = process.cpuUsage(cpu);

  const artist = (await db.entities.artist.get({ artistId }).go({ consistent: true })).data;
  const storedRequests = (await db.entities.bookingRequest.query.byArtist({ artistId }).go({ pages: 'all' }))
    .data.length;
  return {
    visitors,
    requests,
    cap,
    seconds: seen.seconds,
    pageP50Ms: percentile(seen.pageMs, 50),
    pageP99Ms: percentile(seen.pageMs, 99),
    pageHitRatio: seen.hits / Math.max(1, seen.pageMs.length),
    requestP50Ms: percentile(seen.requestMs, 50),
    requestP99Ms: percentile(seen.requestMs, 99),
    confirmP99Ms: percentile(seen.confirmMs, 99),
    serverErrors: seen.serverErrors,
    confirmed: seen.confirmed,
    openingCount: artist?.openingCount ?? 0,
    storedRequests,
    refusals: seen.refusals,
    loopBusy: performance.eventLoopUtilization(busy).utilization,
    loopDelayP99Ms: delay.percentile(99) / 1e6,
    cpuSeconds: (used.user + used.system) / 1e6,
  };
}

/** Runs the load in a worker thread (surge-load.ts) and answers what it saw. */
function inWorker(surgeLoad: SurgeLoad): Promise<SurgeSeen> {
  // The worker loads TypeScript as this thread does (tsx's hooks are per thread).
  const entry = new URL('./surge-load.ts', import.meta.url).href;
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(code, { eval: true, workerData: { surgeLoad } });
  return new Promise<SurgeSeen>((resolve, reject) => {
    worker.once('message', (message: { seen?: SurgeSeen; error?: string }) => {
      if (message.seen) resolve(message.seen);
      else reject(new Error(`the surge's load failed: ${message.error}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the surge's load worker exited (${code})`)));
  }).finally(() => worker.terminate());
}

/** The bench's Pro artist, ten one-hour slots a day, books closed, its first-come opening started. */
async function openingUnderWay(cloud: LocalCloud, cap: number): Promise<string> {
  const origin = cloud.urls.app;
  const { artistId, token } = await seedArtist(cloud, { email: 'surge-bench@inkslot.local', pseudo: PSEUDO });
  const db = createDb({ tableName: cloud.tableName });
  await db.entities.artist.patch({ artistId }).set({ plan: 'pro' }).go();
  const owner = async (method: string, path: string, body: unknown) => {
    const answer = await fetch(`${origin}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  };
  await owner('POST', '/me/availabilities', {
    kind: 'recurring',
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    months: [],
    slots: HOURS.map((start) => ({ start, durationMinutes: 60 })),
  });
  await owner('PUT', '/me/reservation-settings', {
    openRequests: false,
    openCustom: true,
    openTouchups: false,
    requestDelayMinutes: 0,
  });
  await owner('PUT', '/me/opening', {
    date: localDate(new Date(Date.now() + 86_400_000), 'Europe/Paris'),
    time: '10:00',
    durationMinutes: 60,
    cap,
    projectTypes: ['custom'],
    rule: 'first-come',
  });
  // The handlers read the real clock: the opening starts by moving its stored start to now.
  const stored = (await db.entities.artist.get({ artistId }).go({ consistent: true })).data?.opening;
  if (!stored) throw new Error('no opening stored');
  await db.entities.artist
    .patch({ artistId })
    .set({
      opening: {
        ...stored,
        projectTypes: [...stored.projectTypes],
        startsAt: new Date(Date.now() - 1000).toISOString(),
      },
    })
    .go();
  return artistId;
}
