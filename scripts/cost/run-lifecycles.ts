import { AVAILABILITIES, seedArtist } from '#scripts/bench/bench-public-api.ts';
import { meter } from '#scripts/local-cloud/metering/meter.ts';
import { sampleBookingRequest } from '#scripts/local-cloud/seed/sample-booking-request.ts';
import type { LocalCloud } from '#scripts/local-cloud/start-local-cloud.ts';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import { createDb } from '#shared/db/service.ts';
import { slotIdOf } from '#shared/domain/slots/slot-id.ts';
import { difference, snapshot, type Usage } from './usage.ts';

/** Requests per artist: two slots each (asked, then moved to), within the slot list's 62 days. */
const REQUESTS_PER_ARTIST = 50;
const CONCURRENCY = 8;

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
 * invalidations, the archive), and the 18:00 digest runs once for the artists. Pro artists, 50
 * requests each, eight people at a time. Setup is not metered.
 */
export async function runLifecycles(cloud: LocalCloud, requests: number): Promise<LifecycleRun> {
  const db = createDb({ tableName: cloud.tableName });
  const run = Date.now().toString(36);
  const artistCount = Math.ceil(requests / REQUESTS_PER_ARTIST);
  const artists: { pseudo: string; token: string; slots: string[] }[] = [];
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

  // The booking path, with the outbox held back: what it costs on its own.
  await cloud.events.pausePoller();
  const jobs = Array.from({ length: requests }, (_, n) => ({
    artist: artists[Math.floor(n / REQUESTS_PER_ARTIST)]!,
    index: n % REQUESTS_PER_ARTIST,
  }));
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let job = jobs[next++]; job; job = jobs[next++]) await lifecycle(cloud, job.artist, job.index);
    }),
  );
  const core = difference(snapshot(meter, await extra()), start);

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

async function lifecycle(
  cloud: LocalCloud,
  artist: { pseudo: string; token: string; slots: string[] },
  index: number,
) {
  const app = cloud.urls.app;
  // The visitor: the page (its HTML with the link preview), its data, its slots; then the form.
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
  // The client confirms their email with the code mailed to them (ADR 0067).
  if (sent.status === 'unconfirmed') {
    await call(
      cloud,
      undefined,
      'POST',
      `/artists/${artist.pseudo}/requests/${sent.requestId}/confirmation`,
      {
        code: await confirmationCode(cloud, sent.requestId),
      },
    );
  }
  // The artist: the inbox, accept, move, the deposit received.
  await call(cloud, artist.token, 'GET', '/me/requests');
  const booking = await call<{ bookingId: string }>(
    cloud,
    artist.token,
    'POST',
    `/me/requests/${sent.requestId}/accept`,
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
