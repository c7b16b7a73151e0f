import { AVAILABILITIES, seedArtist } from '#scripts/bench/bench-public-api.ts';
import { meter } from '#scripts/local-cloud/metering/meter.ts';
import { sampleBookingRequest } from '#scripts/local-cloud/seed/sample-booking-request.ts';
import type { LocalCloud } from '#scripts/local-cloud/start-local-cloud.ts';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import { createDb } from '#shared/db/service.ts';
import { slotIdOf } from '#shared/domain/slots/slot-id.ts';
import { difference, snapshot, sum, type Usage } from './usage.ts';

/**
 * Requests per artist: two slots each (asked, then moved to), within the slot list's 62 days. Each
 * mails the artist a notice: 20 stay under the 40 emails a day one address may get (ADR 0069), so
 * the run prices every email the spec sends rather than the cap's refusals.
 */
const REQUESTS_PER_ARTIST = 20;
const CONCURRENCY = 8;

interface LifecycleArtist {
  pseudo: string;
  token: string;
  slots: string[];
}

export interface LifecycleRun {
  requests: number;
  artists: number;
  /** The booking path: visitors, the form, the artist's answers (HTTP only, the outbox held back). */
  core: Usage;
  /** What follows from its events: relay, bus, emails, statistics, edge invalidations, archive, digest. */
  events: Usage;
  seconds: number;
}

/**
 * Runs `requests` booking requests through their whole lifecycle on the local cloud (started with
 * `meterTable`), as people would: a visitor opens the artist's page, its data and slots, and sends
 * the form; the artist opens the inbox, accepts with a price and a deposit, moves the booking to
 * another slot, and marks the deposit paid. Then the events flow (emails, statistics, edge
 * invalidations, the archive), and the 18:00 digest runs once for the artists. Pro artists, 20
 * requests each, eight people at a time. Setup is not metered.
 */
export async function runLifecycles(cloud: LocalCloud, requests: number): Promise<LifecycleRun> {
  const db = createDb({ tableName: cloud.tableName });
  const run = Date.now().toString(36);
  const artistCount = Math.ceil(requests / REQUESTS_PER_ARTIST);
  const artists: LifecycleArtist[] = [];
  for (let i = 0; i < artistCount; i++) {
    const pseudo = `cost-${run}-${i}`;
    const { artistId, token } = await seedArtist(cloud, { email: `${pseudo}@cost.inkslot.local`, pseudo });
    await db.entities.artist
      .patch({ artistId })
      .set({ plan: 'pro', messageEmails: 'daily', digestZone: 'Europe/Paris' })
      .go();
    for (const availability of AVAILABILITIES)
      await call(cloud, token, 'POST', '/me/availabilities', availability);
    const answer = await fetch(`${cloud.urls.api}/artists/${pseudo}/slots?days=62`, {
      headers: { 'cache-control': 'no-cache' },
    });
    const list = (await answer.json()) as SlotList;
    const slots = list.days.flatMap((day) =>
      day.slots.map(([start, minutes]) => slotIdOf(day.date, start, minutes)),
    );
    if (slots.length < 2 * REQUESTS_PER_ARTIST)
      throw new Error(`${pseudo} offers ${slots.length} slots, fewer than ${2 * REQUESTS_PER_ARTIST}`);
    artists.push({ pseudo, token, slots });
  }
  await cloud.events.drain(120_000);
  const emails = () => mailCount(cloud);
  const extra = async () => ({
    busEvents: cloud.events.counters().accepted,
    outboxRecords: cloud.events.counters().published,
    emails: await emails(),
  });
  meter.reset();
  const start = snapshot(meter, await extra());
  const started = performance.now();
  const jobs = Array.from({ length: requests }, (_, n) => ({
    artist: artists[Math.floor(n / REQUESTS_PER_ARTIST)]!,
    index: n % REQUESTS_PER_ARTIST,
    requestId: '',
  }));

  // The booking path is metered with the outbox held back, in two stages: the visitors send their
  // forms; then, once the confirmation emails are out (an event's work, metered with the events),
  // the clients confirm and the artists answer. Core: the two stages; events: all the rest.
  await cloud.events.pausePoller();
  await inParallel(jobs, async (job) => {
    job.requestId = await send(cloud, job.artist, job.index);
  });
  const sent = difference(snapshot(meter, await extra()), start);
  cloud.events.resumePoller();
  await cloud.events.drain(600_000);
  await cloud.events.pausePoller();
  const confirming = snapshot(meter, await extra());
  await inParallel(jobs, (job) => answer(cloud, job.artist, job.index, job.requestId));
  // The schedules that fell due meanwhile (openings, reminders) are not the booking path: their
  // invocations go with the events (their few table units stay here).
  const metered = sum(sent, difference(snapshot(meter, await extra()), confirming));
  const core = {
    ...metered,
    functions: Object.fromEntries(
      Object.entries(metered.functions).filter(([name]) => name.startsWith('http-')),
    ),
  };

  // What the events cause, then the day's digest.
  cloud.events.resumePoller();
  await cloud.events.drain(600_000);
  const at = new Date();
  at.setUTCHours(17, 0, 0, 0); // 18:00 in Paris (winter time)
  await cloud.events.runSchedule('digest', at);
  await cloud.events.drain(600_000);
  const all = difference(snapshot(meter, await extra()), start);
  return {
    requests,
    artists: artistCount,
    core,
    events: difference(all, core),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Runs `work` over the jobs, eight people at a time. */
async function inParallel<T>(jobs: T[], work: (job: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let job = jobs[next++]; job !== undefined; job = jobs[next++]) await work(job);
    }),
  );
}

/** The visitor: the page (its HTML with the link preview), its data, its slots; then the form. */
async function send(cloud: LocalCloud, artist: LifecycleArtist, index: number): Promise<string> {
  const app = cloud.urls.app;
  for (const path of [
    `/${artist.pseudo}`,
    `/api/artists/${artist.pseudo}`,
    `/api/artists/${artist.pseudo}/slots`,
  ]) {
    const page = await fetch(`${app}${path}`);
    if (!page.ok) throw new Error(`GET ${path} answered ${page.status}`);
    await page.arrayBuffer();
  }
  const sent = await call<{ requestId: string; status: string }>(
    cloud,
    undefined,
    'POST',
    `/artists/${artist.pseudo}/requests`,
    sampleBookingRequest(artist.slots[index] ?? ''),
  );
  if (sent.status !== 'unconfirmed') throw new Error(`request ${sent.requestId} is ${sent.status}`);
  return sent.requestId;
}

/**
 * The client confirms their email with the code mailed to them (ADR 0067); the artist opens the
 * inbox, accepts, moves the booking, and marks the deposit received.
 */
async function answer(cloud: LocalCloud, artist: LifecycleArtist, index: number, requestId: string) {
  await call(cloud, undefined, 'POST', `/artists/${artist.pseudo}/requests/${requestId}/confirmation`, {
    code: await confirmationCode(cloud, requestId),
  });
  await call(cloud, artist.token, 'GET', '/me/requests');
  const booking = await call<{ bookingId: string }>(
    cloud,
    artist.token,
    'POST',
    `/me/requests/${requestId}/accept`,
    {
      priceCents: 15_000,
      depositCents: 5_000,
    },
  );
  await call(cloud, artist.token, 'POST', `/me/bookings/${booking.bookingId}/move`, {
    slotId: artist.slots[REQUESTS_PER_ARTIST + index],
  });
  await call(cloud, artist.token, 'PUT', `/me/bookings/${booking.bookingId}/payment`, {
    paymentState: 'DEPOSIT-PAID',
    note: '',
  });
}

async function call<T = unknown>(
  cloud: LocalCloud,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${cloud.urls.api}${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The code of a request's confirmation email, from the SES stand-in's mailbox. */
async function confirmationCode(cloud: LocalCloud, requestId: string): Promise<string> {
  const store = (await (await fetch(`${cloud.urls.ses}/store`)).json()) as {
    emails?: { body?: { text?: string } }[];
  };
  const text = store.emails
    ?.map((mail) => mail.body?.text ?? '')
    .findLast((t) => t.includes(`/confirm/${requestId}#`));
  const code = text && /code:\s+(\d{6})/i.exec(text)?.[1];
  if (!code) throw new Error(`no confirmation email for request ${requestId}`);
  return code;
}

async function mailCount(cloud: LocalCloud): Promise<number> {
  const store = (await (await fetch(`${cloud.urls.ses}/store`)).json()) as { emails?: unknown[] };
  return store.emails?.length ?? 0;
}
