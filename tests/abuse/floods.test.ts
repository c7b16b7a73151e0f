import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PortalAccessToken } from '#shared/api/contracts/portal-auth.ts';
import { RATE_LIMITS, WAF_RATE_PER_IP } from '#shared/api/rate-limits.ts';
import type { RouteDefinition, RouteRateLimit } from '#shared/api/route-types.ts';
import { routes } from '#shared/api/routes.ts';
import { type ApiAnswer, api, freshSource, fromSource } from '#tests/support/api.ts';
import {
  type BookingArtist,
  bookableArtist,
  clientEmail,
  everyDay,
  requestBody,
  slotIds,
  slotsOf,
} from '#tests/support/booking.ts';
import { applyCloudEnv } from '#tests/support/cloud-env.ts';
import { codeIn, mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { knownClient } from '#tests/support/portal.ts';
import { awayFromWindowEdges } from '#tests/support/rate-window.ts';
import { watchHealth } from './support/health-watch.ts';

/**
 * Floods of every anonymous write, as a script would send them: from one address, and from many
 * (real loopback sources, 127.x.y.z), and lockout attempts against a real client (issue 28, items 3,
 * 4 and 9; ADR 0068). Each flood is bounded and stops by itself: what gets through is at most the
 * route's limits, the rest is a 429 with Retry-After and the message in the caller's language, no
 * inbox gets more than the limits allow, and health answers within 1 s throughout.
 */
applyCloudEnv();
const SPANISH = 'Demasiados intentos desde tu conexión: inténtalo de nuevo un poco más tarde';

const anonymousWrites = (Object.values(routes) as RouteDefinition[]).filter(
  (route) => route.auth === 'public' && route.method !== 'GET' && !route.path.startsWith('/stripe/'),
);

/**
 * The most calls one source can make in a flood shorter than every window, when each call's body
 * varies (a new email each time) and its path does not: the tightest limit keyed by the source and
 * path values only.
 */
const perSourceBound = (limits: readonly RouteRateLimit[]) =>
  Math.min(
    ...limits
      .filter((limit) => limit.per.includes('source') && limit.per.every((part) => !part.startsWith('body.')))
      .map((limit) => limit.limit),
  );

function expectRefusal(answer: ApiAnswer<{ error?: { code?: string; message?: string } }>) {
  expect(answer.json?.error).toEqual({ code: 'too_many_requests', message: SPANISH });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

/** Settles the email consumer: the count of `email`'s mails once it stops moving. */
async function settledMails(email: string) {
  let last = -1;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const count = (await mailsTo(email)).length;
    if (count === last) return count;
    last = count;
  }
}

describe('Floods of the anonymous writes', () => {
  let artist: BookingArtist;
  let travelId: string;
  let slots: string[];
  beforeAll(async () => {
    artist = await bookableArtist(everyDay(['09:00', 60], ['11:00', 60], ['14:00', 60], ['16:00', 60]));
    slots = slotIds((await slotsOf(artist.pseudo)).json);
    const travel = await api<{ travelId: string }>('/me/travels', {
      token: artist.idToken,
      body: {
        startDate: new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10),
        endDate: new Date(Date.now() + 52 * 86_400_000).toISOString().slice(0, 10),
        shopName: 'Flood Ink',
        address: '1 rue',
        city: 'Lille',
      },
    });
    travelId = travel.json.travelId;
  });

  it('every anonymous write declares limits per source address', () => {
    for (const route of anonymousWrites) {
      expect(
        route.rateLimits?.some((limit) => limit.per.includes('source')),
        `${route.method} ${route.path}`,
      ).toBe(true);
    }
  });

  /** One request id for a flood's every call: the paths' values are constant, as the bound assumes. */
  const floodedRequest = randomUUID();
  const bodies: Record<string, (i: number) => { path: () => string; body: unknown }> = {
    'POST /artists/{pseudo}/requests': (i) => ({
      path: () => `/artists/${artist.pseudo}/requests`,
      body: requestBody(slots[i % slots.length]!, {
        client: { ...requestBody(slots[0]!).client, email: clientEmail('flood') },
      }),
    }),
    'POST /artists/{pseudo}/requests/{requestId}/confirmation': () => ({
      path: () => `/artists/${artist.pseudo}/requests/${floodedRequest}/confirmation`,
      body: { code: '123456' },
    }),
    'POST /artists/{pseudo}/requests/{requestId}/confirmation-email': () => ({
      path: () => `/artists/${artist.pseudo}/requests/${floodedRequest}/confirmation-email`,
      body: undefined,
    }),
    'POST /artists/{pseudo}/views': () => ({
      path: () => `/artists/${artist.pseudo}/views`,
      body: { page: 'form' },
    }),
    'POST /artists/{pseudo}/reference-images': () => ({
      path: () => `/artists/${artist.pseudo}/reference-images`,
      body: { idempotencyKey: randomUUID(), contentType: 'image/png', size: 100 },
    }),
    'POST /artists/{pseudo}/travels/{travelId}/demand': () => ({
      path: () => `/artists/${artist.pseudo}/travels/${travelId}/demand`,
      body: { email: clientEmail('flood-demand'), locale: 'es' },
    }),
    'POST /artists/{pseudo}/opening/watchers': () => ({
      path: () => `/artists/${artist.pseudo}/opening/watchers`,
      body: { email: clientEmail('flood-watch'), locale: 'es' },
    }),
    'POST /portal/login': () => ({
      path: () => '/portal/login',
      body: { email: clientEmail('flood-login') },
    }),
    'POST /portal/login/otp': () => ({
      path: () => '/portal/login/otp',
      body: { email: clientEmail('flood-otp'), code: '123456' },
    }),
    'POST /portal/login/link': () => ({ path: () => '/portal/login/link', body: { token: 'b'.repeat(43) } }),
    'POST /portal/login/email': () => ({
      path: () => '/portal/login/email',
      body: { token: `${'b'.repeat(22)}.${'c'.repeat(43)}`, email: clientEmail('flood-email-link') },
    }),
    'POST /auth/refresh-token': () => ({ path: () => '/auth/refresh-token', body: undefined }),
    'POST /auth/logout': () => ({ path: () => '/auth/logout', body: undefined }),
  };

  it('from one address: each write gets at most its per-source limit through, then 429', async () => {
    const health = watchHealth();
    for (const route of anonymousWrites) {
      const key = `${route.method} ${route.path}`;
      const make = bodies[key];
      expect(make, `a flood body for ${key}`).toBeDefined();
      const bound = perSourceBound(route.rateLimits ?? []);
      const source = freshSource();
      const answers: ApiAnswer<{ error?: { code?: string; message?: string } }>[] = [];
      // The whole flood in one window of each limit (they count in fixed windows).
      await awayFromWindowEdges((route.rateLimits ?? []).map((limit) => limit.windowSeconds));
      // Bounded: the limit and ten more, in waves of ten at once.
      const total = bound + 10;
      for (let start = 0; start < total; start += 10) {
        const wave = Array.from({ length: Math.min(10, total - start) }, (_, j) => {
          const { path, body } = make!(start + j);
          return api<{ error?: { code?: string; message?: string } }>(path(), {
            method: route.method,
            ...(body !== undefined && { body }),
            source,
            headers: { 'accept-language': 'es' },
          });
        });
        answers.push(...(await Promise.all(wave)));
      }
      const refused = answers.filter(
        (answer) => answer.status === 429 && answer.json?.error?.code === 'too_many_requests',
      );
      expect(answers.length - refused.length, key).toBeLessThanOrEqual(bound);
      expect(refused.length, key).toBeGreaterThanOrEqual(10);
      for (const answer of refused) expectRefusal(answer);
    }
    const watched = await health.stop();
    expect(watched.failed).toBe(0);
    expect(watched.slowestMs).toBeLessThan(1000);
  });

  it("from many addresses against one stranger's email: at most the per-address limit reaches their inbox", async () => {
    const health = watchHealth();
    const stranger = clientEmail('stranger');
    const perEmail = RATE_LIMITS.bookingRequest.find(
      (limit) => limit.per.join() === 'body.client.email',
    )!.limit;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api<{ error?: { code?: string; message?: string } }>(`/artists/${artist.pseudo}/requests`, {
          body: requestBody(slots[(i + 7) % slots.length]!, {
            client: { ...requestBody(slots[0]!).client, email: stranger },
          }),
          source: freshSource(),
          headers: { 'accept-language': 'es' },
        }),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.length - refused.length).toBeLessThanOrEqual(perEmail);
    for (const answer of refused) expectRefusal(answer);
    expect(await settledMails(stranger)).toBeLessThanOrEqual(perEmail);
    // The artist, after both floods of requests (one address, then many): at most what the limits
    // let through reached their inbox and their email.
    const throughOne = perSourceBound(RATE_LIMITS.bookingRequest);
    const inbox = await api<{ requests: unknown[] }>('/me/requests', { token: artist.idToken });
    expect(inbox.json.requests.length).toBeLessThanOrEqual(throughOne + perEmail);
    expect(await settledMails(artist.email)).toBeLessThanOrEqual(throughOne + perEmail);
    const watched = await health.stop();
    expect(watched.failed).toBe(0);
    expect(watched.slowestMs).toBeLessThan(1000);
  });

  it("portal sign-in from many addresses: a client's inbox gets at most the daily per-address bound", async () => {
    const health = watchHealth();
    const victim = await knownClient();
    const perEmail = RATE_LIMITS.portalLogin.find((limit) => limit.per.join() === 'body.email')!.limit;
    const answers: ApiAnswer[] = [];
    // 12 addresses × 4 tries: 48 asks, over the daily bound of the address.
    for (let wave = 0; wave < 4; wave += 1) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            api('/portal/login', {
              body: { email: victim },
              source: `127.77.${wave + 1}.${i + 1}`,
              headers: { 'accept-language': 'es' },
            }),
          ),
        )),
      );
    }
    expect(answers.filter((answer) => answer.status === 202).length).toBeLessThanOrEqual(perEmail);
    expect(await settledMails(victim)).toBeLessThanOrEqual(perEmail);
    const watched = await health.stop();
    expect(watched.failed).toBe(0);
    expect(watched.slowestMs).toBeLessThan(1000);
  });

  it("sign-up and codes at Cognito: the user pool's rate rule per IP (the gateway plays WAF locally)", async () => {
    const health = watchHealth();
    const { urls } = inject('localCloud');
    const source = freshSource();
    const call = () =>
      fromSource(`${urls.app}/cognito/`, source, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.ResendConfirmationCode',
        },
        body: JSON.stringify({ ClientId: 'nope', Username: 'stranger@example.com' }),
      });
    const statuses: number[] = [];
    // Bounded: the rule's limit and 20 more, ten at a time.
    for (let sent = 0; sent < WAF_RATE_PER_IP.userPool + 20; sent += 10)
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, async () => (await call()).status))));
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(WAF_RATE_PER_IP.userPool);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: { code: 'too_many_requests', message: expect.stringContaining(SPANISH) },
    });
    const watched = await health.stop();
    expect(watched.failed).toBe(0);
    expect(watched.slowestMs).toBeLessThan(1000);
  });

  it('lockout attempts from many addresses never keep the owner out: their fresh code works', async () => {
    const health = watchHealth();
    const victim = await knownClient('es');
    // Strangers from 8 addresses: sign-in requests and wrong codes, until refused.
    await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const source = `127.88.0.${i + 1}`;
        for (let n = 0; n < 4; n += 1) await api('/portal/login', { body: { email: victim }, source });
        for (let n = 0; n < 12; n += 1)
          await api('/portal/login/otp', { body: { email: victim, code: String(100000 + n) }, source });
      }),
    );
    const owner = freshSource();
    const seen = (await mailsTo(victim)).length;
    const asked = await api('/portal/login', { body: { email: victim }, source: owner });
    expect(asked.status).toBe(202);
    const mail = await waitForMail(victim, { after: seen });
    const signedIn = await api<PortalAccessToken>('/portal/login/otp', {
      body: { email: victim, code: codeIn(mail) },
      source: owner,
    });
    expect(signedIn.status).toBe(200);
    const watched = await health.stop();
    expect(watched.failed).toBe(0);
    expect(watched.slowestMs).toBeLessThan(1000);
  });
});
