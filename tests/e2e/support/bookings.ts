import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { sampleBookingRequest } from '#scripts/local-cloud/seed/sample-booking-request.ts';
import type { BookingRequestInput, SlotList } from '#shared/api/contracts/booking-requests.ts';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import { createDb } from '#shared/db/service.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { DAY_MS, dayNumber } from '#shared/domain/slots/civil-time.ts';
import { slotIdOf } from '#shared/domain/slots/slot-id.ts';
import { resolveWallTime } from '#shared/domain/slots/zone-timeline.ts';
import { idTokenOf } from './artist-session.ts';
import { createConfirmedAccount, e2eCloud, uniqueEmail, uniquePseudo } from './local-cloud.ts';
import { codeIn, mailsTo, mailText, waitForMail } from './mailbox.ts';

/** The demo artist's free slot ids of the next 62 days, soonest first, read past the edge's cache. */
export async function demoSlotIds(): Promise<string[]> {
  const response = await fetch(`${e2eCloud().urls.api}/artists/demo/slots?days=62`, {
    headers: { 'cache-control': 'no-cache' },
  });
  const list = (await response.json()) as SlotList;
  return list.days.flatMap((day) => day.slots.map(([start, minutes]) => slotIdOf(day.date, start, minutes)));
}

/** What a request to the demo artist says besides its slot: the project and the client. */
export type DemoRequest = Pick<BookingRequestInput, 'projectType' | 'description' | 'client'>;

/**
 * A request to the demo artist as the booking form sends it (confirmed by email), on the first of
 * `slotIds` still free: other specs book the demo artist too, so a 409 moves on to the next.
 */
export async function requestFirstFree(
  slotIds: readonly string[],
  request: DemoRequest,
): Promise<{ requestId: string; slotId: string }> {
  for (const slotId of slotIds) {
    const response = await confirmedRequest('demo', {
      idempotencyKey: randomUUID(),
      referenceImageIds: [],
      locale: 'en',
      slotId,
      ...request,
    });
    if (response.status === 409) continue;
    expect(response.status).toBe(201);
    return { requestId: ((await response.json()) as { requestId: string }).requestId, slotId };
  }
  throw new Error('the demo artist has no free slot left');
}

/** A fresh artist with bookable slots, and what its API calls need. */
export interface E2eArtist {
  email: string;
  password: string;
  pseudo: string;
  idToken: string;
}

/**
 * A booking request through the public route as a real client sends it (ADR 0067): posted, then,
 * when it waits for the client's email confirmation, confirmed through the real route with the code
 * read from the SES stand-in's mailbox. The answer is the confirmation's, with the post's 201 when it
 * succeeds, so a spec sees the request as it reaches the artist; a refusal comes back as is.
 */
export async function confirmedRequest(pseudo: string, body: BookingRequestInput): Promise<Response> {
  const api = e2eCloud().urls.api;
  const posted = await fetch(`${api}/artists/${pseudo}/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (posted.status !== 201) return posted;
  const created = (await posted.json()) as { requestId: string; status: string };
  if (created.status !== 'unconfirmed') return Response.json(created, { status: 201 });
  // The request-confirmation consumer emails the code once the request's event is on the bus; a
  // blocked address gets the same answer and no email (ADR 0021): the unconfirmed answer then comes
  // back as is.
  const mail = await waitForMail(body.client.email.trim().toLowerCase(), {
    match: (candidate) => mailText(candidate).includes(`/confirm/${created.requestId}#`),
    timeoutMs: 15_000,
  }).catch(() => undefined);
  if (!mail) return Response.json(created, { status: 201 });
  const confirmed = await fetch(`${api}/artists/${pseudo}/requests/${created.requestId}/confirmation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: codeIn(mail) }),
  });
  if (confirmed.status !== 200) return confirmed;
  return Response.json(await confirmed.json(), { status: 201 });
}

export async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${e2eCloud().urls.api}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A new artist of its own (the demo artist's Free plan allows 10 requests, which other specs use):
 * signed up in English, onboarded in Paris, taking requests without delay, free every day at 10:00
 * and 14:30 for two hours.
 */
export async function bookableArtist(password: string): Promise<E2eArtist> {
  const { email } = await createConfirmedAccount({ email: uniqueEmail('bookings'), password, locale: 'en' });
  const idToken = await idTokenOf(email, password);
  const pseudo = uniquePseudo('bookings');
  await call('/me/onboarding', {
    token: idToken,
    body: { pseudo, displayName: 'Bookings Ink', locale: 'en', timezone: 'Europe/Paris' },
  });
  await call('/me/reservation-settings', {
    method: 'PUT',
    token: idToken,
    body: { openRequests: true, openCustom: true, openTouchups: true, requestDelayMinutes: 0 },
  });
  await call('/me/availabilities', {
    token: idToken,
    body: {
      kind: 'recurring',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      months: [],
      slots: [
        { start: '10:00', durationMinutes: 120 },
        { start: '14:30', durationMinutes: 120 },
      ],
    },
  });
  return { email, password, pseudo, idToken };
}

/** The free slots the public form offers, by local day (`2026-11-24` → slot ids). */
export async function freeSlotsByDay(artist: E2eArtist): Promise<Map<string, string[]>> {
  const list = await call<SlotList>(`/artists/${artist.pseudo}/slots?days=31`);
  return new Map(
    list.days.map((day) => [
      day.date,
      day.slots.map(([start, minutes]) => slotIdOf(day.date, start, minutes)),
    ]),
  );
}

/** A client's pending request for this slot through the public route. */
export async function sentRequest(
  artist: E2eArtist,
  slotId: string,
  client: { firstName: string; lastName: string; email?: string },
): Promise<{ requestId: string }> {
  const body = sampleBookingRequest(slotId, { client: { email: uniqueEmail('client'), ...client } });
  const response = await confirmedRequest(artist.pseudo, body);
  if (response.status !== 201)
    throw new Error(`the request answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { requestId: string };
}

/** A client's request for this slot through the public route, accepted by the artist through the API. */
export async function acceptedBooking(
  artist: E2eArtist,
  slotId: string,
  client: { firstName: string; lastName: string; email?: string },
  money: { priceCents: number; depositCents?: number },
): Promise<BookingView> {
  const response = await confirmedRequest(artist.pseudo, {
    idempotencyKey: randomUUID(),
    projectType: 'custom',
    description: {
      placement: 'Left forearm',
      size: '10 x 6 cm',
      text: 'A swallow with a rose, fine line.',
    },
    referenceImageIds: [],
    slotId,
    client: { email: uniqueEmail('client'), ...client, age: 29, alreadyTattooed: true },
    locale: 'en',
  });
  if (response.status !== 201)
    throw new Error(`the request answered ${response.status}: ${await response.text()}`);
  const request = (await response.json()) as { requestId: string };
  return call<BookingView>(`/me/requests/${request.requestId}/accept`, {
    token: artist.idToken,
    body: money,
  });
}

export function getBooking(artist: E2eArtist, bookingId: string): Promise<BookingView> {
  return call<BookingView>(`/me/bookings/${bookingId}`, { token: artist.idToken });
}

/**
 * Waits for the booking form's confirmation. The edge keeps an artist's slots 5 s (ADR 0039), and the
 * tests book the demo artist's first free times in parallel: the time chosen may have just been
 * taken. The form then says so and shows the times free now; choose the first one again and send,
 * as a client would.
 */
export async function confirmSentOrChooseAgain(
  page: Page,
  send: () => Promise<void>,
  enterCode: (page: Page) => Promise<void> = typeEmailedCode,
  sentHeading = 'Request sent!',
) {
  const sent = page.getByRole('heading', { level: 1, name: sentHeading });
  const checkInbox = page.getByRole('heading', { level: 1, name: 'Check your inbox' });
  const taken = page.getByRole('alert').filter({ hasText: 'This slot was just taken' });
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect(sent.or(checkInbox).or(taken)).toBeVisible({ timeout: 10_000 });
    if (await checkInbox.isVisible()) {
      await enterCode(page);
      await expect(sent).toBeVisible({ timeout: 10_000 });
    }
    if (await sent.isVisible()) return;
    await page
      .getByRole('group', { name: /^Times on / })
      .locator('label')
      .first()
      .click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
    await send();
  }
  await expect(sent).toBeVisible();
}

/**
 * The form's confirmation step (ADR 0067), as a client does it: the code of the email just sent to
 * the address the step names, typed into its one field, then "Confirm my request".
 */
async function typeEmailedCode(page: Page) {
  const intro = await page.getByText(/^We sent a 6-digit code to /).textContent();
  const email = /code to (\S+@\S+?)\.? Type it/.exec(intro ?? '')?.[1];
  if (!email) throw new Error(`no email in the confirmation step: ${intro}`);
  const mail = await waitForMail(email.toLowerCase(), {
    match: (candidate) => /confirm your request/i.test(candidate.subject),
  });
  const mails = (await mailsTo(email.toLowerCase())).filter((candidate) =>
    /confirm your request/i.test(candidate.subject),
  );
  await page.getByRole('textbox', { name: 'Confirmation code' }).fill(codeIn(mails.at(-1) ?? mail));
  // The caller waits for what the form says once confirmed ("Request sent!", or the draw's answer).
  await page.getByRole('button', { name: 'Confirm my request' }).click();
}

/** A booking for this client on a free slot, then moved into the past: 10:00 to 12:00 (Paris) `daysAgo` days ago. */
export async function pastSession(artist: E2eArtist, slotId: string, email: string, daysAgo: number) {
  const booking = await acceptedBooking(
    artist,
    slotId,
    { firstName: 'Ada', lastName: 'Lovelace', email },
    { priceCents: 18_000, depositCents: 5_000 },
  );
  const cloud = e2eCloud();
  Object.assign(process.env, cloud.env);
  const db = createDb({ tableName: cloud.tableName });
  const { data } = await db.entities.booking.query.byClient({ clientEmail: email }).go({ pages: 'all' });
  const item = data.find((found) => found.bookingId === booking.bookingId);
  if (!item) throw new Error('booking not found');
  const date = localDate(new Date(Date.now() - daysAgo * DAY_MS), 'Europe/Paris');
  const start = resolveWallTime('Europe/Paris', dayNumber(date) * DAY_MS + 10 * 3_600_000) ?? 0;
  await db.entities.booking
    .patch({ artistId: item.artistId, bookingId: item.bookingId })
    .set({
      slotId: `${date}T10:00/120`,
      slotStart: new Date(start).toISOString(),
      slotEnd: new Date(start + 2 * 3_600_000).toISOString(),
    })
    .go();
  return booking;
}
