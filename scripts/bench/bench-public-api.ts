import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import autocannon from 'autocannon';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#scripts/local-cloud/aws-credentials.ts';
import { createConfirmedUser, passwordAuth } from '#scripts/local-cloud/cognito/confirmed-user.ts';
import {
  type LocalCloud,
  startLocalCloud,
  TEST_DEFAULT_SOURCES,
} from '#scripts/local-cloud/start-local-cloud.ts';
import { createDb } from '#shared/db/service.ts';
import { type AvailabilityItem, engineAvailabilities } from '#shared/domain/booking/engine-input.ts';
import { slotSlices } from '#shared/domain/booking/slot-slices.ts';
import { bookableSlots } from '#shared/domain/slots/bookable-slots.ts';
import { BUSY_WEEK } from './busy-week.ts';

export interface EndpointFigures {
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  payloadBytes: number;
  errors: number;
}

const PSEUDO = 'bench-artist';
const PASSWORD = 'Bench-password-1!';
const DAY = 86_400_000;

/** A busy week (`BUSY_WEEK`), as the artist saves it through the API. */
export const AVAILABILITIES: AvailabilityItem[] = BUSY_WEEK.map((rule) => ({ kind: 'recurring', ...rule }));

/**
 * The public endpoints through the local gateway, as a browser reaches them: the local cloud in
 * memory (no SPA), an artist seeded through the API (weekly availabilities, two travels, a 24 h
 * request delay) plus 500 bookings held over the coming year (slot holds written straight to the
 * table), then autocannon on 127.0.0.1 with 10 connections: `GET /api/artists/{pseudo}/slots`
 * (31 days) and `GET /api/artists/{pseudo}` (the public page) through the gateway's edge cache, and
 * the page once more with `Cache-Control: no-cache` (every request to the function).
 */
export async function benchPublicApi(
  options: { connections?: number; durationSeconds?: number; bookings?: number; cloud?: LocalCloud } = {},
): Promise<EndpointFigures[]> {
  const connections = options.connections ?? 10;
  const duration = options.durationSeconds ?? 10;
  // The handlers keep their SDK clients per process: one local cloud per run, shared by the benches.
  const cloud =
    options.cloud ??
    (await startLocalCloud({ web: 'none', quiet: true, rateLimitExemptSources: TEST_DEFAULT_SOURCES }));
  try {
    const origin = cloud.urls.app;
    const { artistId, token } = await seedArtist(cloud);
    const call = async (path: string, body: unknown) => {
      const answer = await fetch(`${origin}/api${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`);
    };
    for (const availability of AVAILABILITIES) await call('/me/availabilities', availability);
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (days: number) => new Date(Date.parse(today) + days * DAY).toISOString().slice(0, 10);
    await call('/me/travels', {
      startDate: inDays(5),
      endDate: inDays(9),
      shopName: 'Atelier Nord',
      address: '3 rue Basse',
      city: 'Lille',
    });
    await call('/me/travels', {
      startDate: inDays(60),
      endDate: inDays(64),
      shopName: 'Salon des Canuts',
      address: '1 place Colbert',
      city: 'Lyon',
    });
    await holdBookings(cloud.tableName, artistId, options.bookings ?? 500);

    const figures: EndpointFigures[] = [];
    // Through the edge cache (ADR 0039), then the page past it: what a cache miss costs.
    const runs: { path: string; headers: Record<string, string>; label: string }[] = [
      { path: `/api/artists/${PSEUDO}/slots?days=31`, headers: {}, label: '' },
      { path: `/api/artists/${PSEUDO}`, headers: {}, label: '' },
      {
        path: `/api/artists/${PSEUDO}`,
        headers: { 'cache-control': 'no-cache' },
        label: ' (no-cache: origin)',
      },
    ];
    for (const { path, headers, label } of runs) {
      const url = `${origin}${path}`;
      const sample = await fetch(url, { headers });
      const payloadBytes = Buffer.byteLength(await sample.text());
      if (!sample.ok) throw new Error(`GET ${path} answered ${sample.status}`);
      await autocannon({ url, headers, connections, duration: 2 }); // warm-up
      const result = await autocannon({ url, headers, connections, duration });
      figures.push({
        endpoint: `GET ${path}${label}`,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        payloadBytes,
        errors: result.errors + result.non2xx,
      });
    }
    // autocannon stops without waiting for the answers in flight: let them finish before stopping.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return figures;
  } finally {
    if (!options.cloud) await cloud.stop();
  }
}

/** A confirmed artist (Cognito admin API, as the seed does), onboarded through the API. */
export async function seedArtist(
  cloud: LocalCloud,
  who: { email: string; pseudo: string } = { email: 'bench@inkslot.local', pseudo: PSEUDO },
) {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: cloud.urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const { email } = who;
  try {
    const user = { email, password: PASSWORD };
    await createConfirmedUser(cognito, cloud.userPoolId, { ...user, group: 'artist' });
    const token = (await passwordAuth(cognito, cloud.userPoolClientId, user)).IdToken ?? '';
    const answer = await fetch(`${cloud.urls.app}/api/me/onboarding`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        pseudo: who.pseudo,
        displayName: 'Bench Ink',
        locale: 'fr',
        timezone: 'Europe/Paris',
      }),
    });
    if (!answer.ok) throw new Error(`onboarding answered ${answer.status}: ${await answer.text()}`);
    const { artistId } = (await answer.json()) as { artistId: string };
    return { artistId, token };
  } finally {
    cognito.destroy();
  }
}

/** `count` bookings spread over the coming year: every slice of each slot held, as requests hold them. */
async function holdBookings(tableName: string, artistId: string, count: number) {
  const now = Date.now();
  const slots = bookableSlots({
    timeZone: 'Europe/Paris',
    ...engineAvailabilities(AVAILABILITIES),
    taken: [],
    requestDelayMinutes: 24 * 60,
    travels: [],
    window: { from: new Date(now), to: new Date(now + 365 * DAY) },
    now: new Date(now),
  });
  const step = slots.length / count;
  const chosen = Array.from(
    { length: Math.min(count, slots.length) },
    (_, i) => slots[Math.floor(i * step)]!,
  );
  const createdAt = new Date().toISOString();
  const items = chosen.flatMap((slot, index) =>
    slotSlices(slot.start, slot.end).map((sliceStart) => ({
      artistId,
      sliceStart,
      requestId: `bench-${index}`,
      slotId: slot.slotId,
      createdAt,
    })),
  );
  const db = createDb({ tableName });
  const { unprocessed } = await db.entities.slotHold.put(items).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} holds not written`);
}
