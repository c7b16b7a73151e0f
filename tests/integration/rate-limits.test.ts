import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProofOfWorkChallenge } from '#shared/api/contracts/travels.ts';
import { PROOF_OF_WORK, RATE_LIMITS } from '#shared/api/rate-limits.ts';
import { type ApiAnswer, api, freshSource } from '#tests/support/api.ts';
import {
  type BookingArtist,
  bookableArtist,
  clientEmail,
  everyDay,
  parisDay,
  requestBody,
  slotIds,
  slotsOf,
} from '#tests/support/booking.ts';
import { applyCloudEnv } from '#tests/support/cloud-env.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';
import { awayFromWindowEdges } from '#tests/support/rate-window.ts';

/**
 * The route table's rate limits (ADR 0068), family by family, through the gateway from real loopback
 * source addresses (127.x.y.z: what the gateway gives as CloudFront's viewer address): the call past
 * a limit gets 429 `too_many_requests`, `Retry-After` within the window, the message in the caller's
 * language, and the handler never runs for it.
 */
applyCloudEnv();

const MESSAGES = {
  fr: 'Trop de demandes depuis votre connexion : réessayez un peu plus tard',
  en: 'Too many attempts from your connection: try again a little later',
  es: 'Demasiados intentos desde tu conexión: inténtalo de nuevo un poco más tarde',
} as const;

function expectLimited(answer: ApiAnswer<ErrorBody>, locale: keyof typeof MESSAGES, windowSeconds: number) {
  expect(answer.status, answer.text).toBe(429);
  expect(answer.json.error).toMatchObject({ code: 'too_many_requests', message: MESSAGES[locale] });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const limitOf = (
  limits: readonly { per: readonly string[]; limit: number; windowSeconds: number }[],
  per: string,
) => limits.find((limit) => limit.per.join('+') === per)!;

describe('Rate limits of the anonymous writes', () => {
  let artist: BookingArtist;
  beforeAll(async () => {
    artist = await bookableArtist(everyDay(['09:00', 60], ['11:00', 60], ['14:00', 60], ['16:00', 60]));
  });

  it('booking requests: per source address (an hour), then 429', async () => {
    const source = freshSource();
    const slots = slotIds((await slotsOf(artist.pseudo)).json);
    const { limit, windowSeconds } = RATE_LIMITS.bookingRequest[0];
    const statuses: number[] = [];
    await awayFromWindowEdges([windowSeconds]);
    for (let i = 0; i <= limit; i += 1) {
      const body = requestBody(slots[i]!, {
        client: { ...requestBody(slots[i]!).client, email: clientEmail('rl') },
      });
      const answer = await api<ErrorBody>(`/artists/${artist.pseudo}/requests`, {
        body,
        source,
        headers: { 'accept-language': 'es' },
      });
      statuses.push(answer.status);
      if (i === limit) expectLimited(answer, 'es', windowSeconds);
    }
    expect(statuses.slice(0, limit).every((status) => status !== 429)).toBe(true);
  });

  it('booking requests: per client email across sources (a day)', async () => {
    const email = clientEmail('rl-target');
    const slots = slotIds((await slotsOf(artist.pseudo)).json).slice(-10);
    const { limit, windowSeconds } = limitOf(RATE_LIMITS.bookingRequest, 'body.client.email');
    await awayFromWindowEdges([windowSeconds]);
    for (let i = 0; i <= limit; i += 1) {
      const body = requestBody(slots[i]!, { client: { ...requestBody(slots[i]!).client, email } });
      const answer = await api<ErrorBody>(`/artists/${artist.pseudo}/requests`, {
        body,
        source: freshSource(),
        headers: { 'accept-language': 'en' },
      });
      if (i < limit) expect(answer.status).not.toBe(429);
      else expectLimited(answer, 'en', windowSeconds);
    }
  });

  it('reference uploads: per source and artist', async () => {
    const source = freshSource();
    const { limit, windowSeconds } = limitOf(RATE_LIMITS.referenceImageUpload, 'source+params.pseudo');
    await awayFromWindowEdges([windowSeconds]);
    for (let i = 0; i <= limit; i += 1) {
      const answer = await api<ErrorBody>(`/artists/${artist.pseudo}/reference-images`, {
        body: { idempotencyKey: randomUUID(), contentType: 'image/jpeg', size: 1000 },
        source,
        headers: { 'accept-language': 'fr' },
      });
      if (i < limit) expect(answer.status).toBe(201);
      else expectLimited(answer, 'fr', windowSeconds);
    }
  });

  it('page views: per source and artist (a minute)', async () => {
    const source = freshSource();
    const { limit, windowSeconds } = limitOf(RATE_LIMITS.pageView, 'source+params.pseudo');
    await awayFromWindowEdges([windowSeconds]);
    for (let i = 0; i <= limit; i += 1) {
      const answer = await api<ErrorBody>(`/artists/${artist.pseudo}/views`, {
        body: { page: 'profile' },
        source,
        headers: { 'accept-language': 'en' },
      });
      if (i < limit) expect(answer.status).toBe(202);
      // The window may turn over during the loop: a minute's limit is checked within its minute.
      else if (answer.status === 429) expectLimited(answer, 'en', windowSeconds);
    }
  });

  it('travel demand: per source (an hour)', async () => {
    const created = await api<{ travelId: string }>('/me/travels', {
      token: artist.idToken,
      body: {
        startDate: parisDay(40),
        endDate: parisDay(42),
        shopName: 'RL Ink',
        address: '1 rue',
        city: 'Nantes',
      },
    });
    expect(created.status).toBe(201);
    const source = freshSource();
    const { limit, windowSeconds } = RATE_LIMITS.travelDemand[0];
    await awayFromWindowEdges([windowSeconds]);
    for (let i = 0; i <= limit; i += 1) {
      const answer = await api<ErrorBody>(
        `/artists/${artist.pseudo}/travels/${created.json.travelId}/demand`,
        {
          body: { email: clientEmail('rl-demand'), locale: 'fr' },
          source,
          headers: { 'accept-language': 'fr' },
        },
      );
      // Past its proof-of-work threshold a call is asked for one (428), and still counted.
      if (i < limit) expect(answer.status).toBe(i < PROOF_OF_WORK.travelDemand.afterPerSource ? 200 : 428);
      else expectLimited(answer, 'fr', windowSeconds);
    }
  });

  it('portal sign-in by link: per source', async () => {
    const source = freshSource();
    const link = RATE_LIMITS.portalLink[0];
    await awayFromWindowEdges([link.windowSeconds]);
    for (let i = 0; i <= link.limit; i += 1) {
      const answer = await api<ErrorBody>('/portal/login/link', {
        body: { token: 'a'.repeat(43) },
        source,
        headers: { 'accept-language': 'es' },
      });
      if (i < link.limit) expect(answer.status).not.toBe(429);
      else expectLimited(answer, 'es', link.windowSeconds);
    }
  });

  it('counts each source on its own: another address is not refused', async () => {
    const answer = await api(`/artists/${artist.pseudo}/views`, {
      body: { page: 'form' },
      source: freshSource(),
    });
    expect(answer.status).toBe(202);
  });
});

describe('Proof of work (ALTCHA) past the threshold', () => {
  let artist: BookingArtist;
  beforeAll(async () => {
    artist = await bookableArtist(everyDay(['10:00', 60], ['15:00', 60]));
  });

  async function solved() {
    const challenge = await api<ProofOfWorkChallenge>('/pow/challenge');
    expect(challenge.status).toBe(200);
    expect(challenge.headers.get('cache-control')).toBe('no-store');
    const { algorithm, challenge: hash, maxnumber, salt, signature } = challenge.json;
    const solution = await solveChallenge(hash, salt, algorithm, maxnumber).promise;
    if (!solution) throw new Error('no solution');
    return Buffer.from(
      JSON.stringify({ algorithm, challenge: hash, number: solution.number, salt, signature }),
    ).toString('base64');
  }

  it("asks a source's second booking request for a solved challenge, takes it once, refuses its replay", async () => {
    const source = freshSource();
    const slots = slotIds((await slotsOf(artist.pseudo)).json);
    const send = (i: number, headers: Record<string, string> = {}) =>
      api<ErrorBody>(`/artists/${artist.pseudo}/requests`, {
        body: requestBody(slots[i]!, {
          client: { ...requestBody(slots[i]!).client, email: clientEmail('pow') },
        }),
        source,
        headers: { 'accept-language': 'fr', ...headers },
      });
    expect((await send(0)).status).toBe(201);
    const asked = await send(1);
    expect(asked.status).toBe(428);
    expect(asked.json.error).toEqual({
      code: 'proof_of_work_required',
      message: 'Votre navigateur doit d’abord faire une courte vérification : réessayez',
    });
    const payload = await solved();
    expect((await send(1, { 'x-altcha': payload })).status).toBe(201);
    expect((await send(2, { 'x-altcha': payload })).status).toBe(428);
    expect((await send(2, { 'x-altcha': 'bm90IGEgcGF5bG9hZA==' })).status).toBe(428);
  });
});
