import { randomUUID } from 'node:crypto';
import { mailedCode } from '#scripts/local-cloud/seed/demo-clients.ts';
import { sampleBookingRequest } from '#scripts/local-cloud/seed/sample-booking-request.ts';
import { fromSource } from '#scripts/local-cloud/source-address-client.ts';
import type { LocalCloud } from '#scripts/local-cloud/start-local-cloud.ts';
import { createDb } from '#shared/db/service.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { slotIdOf } from '#shared/domain/slots/slot-id.ts';
import { seedArtist } from './bench-public-api.ts';

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
  /** Answers of 500 or more, page and requests together. */
  serverErrors: number;
  /** Confirmations answered 200, the opening's stored count and the requests stored: one figure thrice when each is counted once. */
  confirmed: number;
  openingCount: number;
  storedRequests: number;
  /** What the others were told (`opening_full`, `slot_taken`, ...), by code. */
  refusals: Record<string, number>;
}

const PSEUDO = 'surge-bench';
const HOURS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 33, item 7: a book opening's surge through the local gateway. A Pro artist (ten one-hour
 * slots a day, books closed) opens a first-come opening capped at `cap`; within `seconds`,
 * `visitors` people open the public page (evenly) and `requests` clients send the form (half of them
 * in the first sixth: a surge), each from their own loopback address (ADR 0068), each for one of the
 * offered slots (several for the same: they race), each confirming with the code mailed to them.
 * Figures: the page's and the requests' latency, the edge's hit ratio, 5xx, and the confirmed
 * requests against the opening's count and the stored requests.
 */
export async function benchOpeningSurge(
  cloud: LocalCloud,
  options: { visitors?: number; requests?: number; cap?: number; seconds?: number } = {},
): Promise<SurgeFigures> {
  const visitors = options.visitors ?? 2_000;
  const requests = options.requests ?? 500;
  const cap = options.cap ?? 150;
  const seconds = options.seconds ?? 60;
  const origin = cloud.urls.app;
  const db = createDb({ tableName: cloud.tableName });
  const artistId = await openingUnderWay(cloud, cap);
  // The slots the form offers on the next 40 days, ten a day from tomorrow.
  const slotIds = Array.from({ length: 40 }, (_, day) =>
    HOURS.map((hour) =>
      slotIdOf(localDate(new Date(Date.now() + (day + 1) * 86_400_000), 'Europe/Paris'), hour, 60),
    ),
  ).flat();

  const pageMs: number[] = [];
  let hits = 0;
  const requestMs: number[] = [];
  const confirmMs: number[] = [];
  const refusals: Record<string, number> = {};
  let serverErrors = 0;
  let confirmed = 0;
  let source = 0;
  const nextSource = () => {
    source += 1;
    return `127.${60 + Math.floor(source / 62_500)}.${Math.floor(source / 250) % 250}.${1 + (source % 250)}`;
  };
  const call = async (path: string, from: string, body?: unknown) => {
    const started = performance.now();
    const answer = await fromSource(`${origin}/api${path}`, from, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const ms = performance.now() - started;
    if (answer.status >= 500) serverErrors += 1;
    return { answer, ms, json: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
  };
  const refused = (json: Record<string, unknown>, status: number) => {
    const code = (json.error as { code?: string } | undefined)?.code ?? String(status);
    refusals[code] = (refusals[code] ?? 0) + 1;
  };

  const visit = async () => {
    const { answer, ms } = await call(`/artists/${PSEUDO}`, nextSource());
    pageMs.push(ms);
    if (answer.headers.get('x-cache')?.startsWith('Hit')) hits += 1;
  };
  const send = async (index: number) => {
    const from = nextSource();
    const email = `surge-${index}-${randomUUID().slice(0, 8)}@bench.local`;
    const slotId = slotIds[(index * 7) % slotIds.length] ?? '';
    const body = sampleBookingRequest(slotId, { client: { email, firstName: `Surge${index}` } });
    const sent = await call(`/artists/${PSEUDO}/requests`, from, body);
    requestMs.push(sent.ms);
    if (sent.answer.status !== 201) return refused(sent.json, sent.answer.status);
    const requestId = String(sent.json.requestId);
    const code = await mailedCode(cloud.urls.ses, email, new RegExp(`/confirm/${requestId}#`), 0, 60_000);
    const answer = await call(`/artists/${PSEUDO}/requests/${requestId}/confirmation`, from, { code });
    confirmMs.push(answer.ms);
    if (answer.answer.status === 200) confirmed += 1;
    else refused(answer.json, answer.answer.status);
  };

  // Warm, as functions in use are: the page, the form's post and its confirmation loaded once (a
  // request for a day the opening does not offer, a confirmation of no request).
  await call(`/artists/${PSEUDO}`, nextSource());
  await call(`/artists/${PSEUDO}/requests`, nextSource(), sampleBookingRequest('2000-01-01T10:00/60'));
  await call(`/artists/${PSEUDO}/requests/${randomUUID()}/confirmation`, nextSource(), { code: '000000' });
  serverErrors = 0;

  const started = performance.now();
  const spanMs = seconds * 1000;
  const at = (ms: number, task: () => Promise<void>) => sleep(ms).then(task);
  await Promise.all([
    ...Array.from({ length: visitors }, (_, index) => at((index * spanMs) / visitors, visit)),
    // Half the requests in the first sixth of the span, the rest after: the first minutes' rush.
    ...Array.from({ length: requests }, (_, index) => {
      const half = requests / 2;
      const ms =
        index < half ? (index * spanMs) / 6 / half : spanMs / 6 + ((index - half) * spanMs * 5) / 6 / half;
      return at(ms, () => send(index));
    }),
  ]);
  const elapsed = (performance.now() - started) / 1000;

  const artist = (await db.entities.artist.get({ artistId }).go({ consistent: true })).data;
  const storedRequests = (await db.entities.bookingRequest.query.byArtist({ artistId }).go({ pages: 'all' }))
    .data.length;
  return {
    visitors,
    requests,
    cap,
    seconds: elapsed,
    pageP50Ms: percentile(pageMs, 50),
    pageP99Ms: percentile(pageMs, 99),
    pageHitRatio: hits / Math.max(1, pageMs.length),
    requestP50Ms: percentile(requestMs, 50),
    requestP99Ms: percentile(requestMs, 99),
    confirmP99Ms: percentile(confirmMs, 99),
    serverErrors,
    confirmed,
    openingCount: artist?.openingCount ?? 0,
    storedRequests,
    refusals,
  };
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
