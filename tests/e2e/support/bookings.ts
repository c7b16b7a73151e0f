import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { sampleBookingRequest } from '../../../scripts/local-cloud/seed/sample-booking-request.ts';
import type { SlotList } from '../../../shared/api/contracts/booking-requests.ts';
import type { BookingView } from '../../../shared/api/contracts/bookings.ts';
import { slotIdOf } from '../../../shared/domain/slots/slot-id.ts';
import { idTokenOf } from './artist-session.ts';
import { createConfirmedAccount, e2eCloud, uniqueEmail, uniquePseudo } from './local-cloud.ts';

/** A fresh artist with bookable slots, and what its API calls need. */
export interface E2eArtist {
  email: string;
  password: string;
  pseudo: string;
  idToken: string;
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
export function sentRequest(
  artist: E2eArtist,
  slotId: string,
  client: { firstName: string; lastName: string; email?: string },
): Promise<{ requestId: string }> {
  return call<{ requestId: string }>(`/artists/${artist.pseudo}/requests`, {
    body: sampleBookingRequest(slotId, { client: { email: uniqueEmail('client'), ...client } }),
  });
}

/** A client's request for this slot through the public route, accepted by the artist through the API. */
export async function acceptedBooking(
  artist: E2eArtist,
  slotId: string,
  client: { firstName: string; lastName: string; email?: string },
  money: { priceCents: number; depositCents?: number },
): Promise<BookingView> {
  const request = await call<{ requestId: string }>(`/artists/${artist.pseudo}/requests`, {
    body: {
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
    },
  });
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
export async function confirmSentOrChooseAgain(page: Page, send: () => Promise<void>) {
  const sent = page.getByRole('heading', { level: 1, name: 'Request sent!' });
  const taken = page.getByRole('alert').filter({ hasText: 'This slot was just taken' });
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect(sent.or(taken)).toBeVisible({ timeout: 10_000 });
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
