import { expect } from 'vitest';
import type { BookingRequestInput } from '#shared/api/contracts/booking-requests.ts';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { AcceptRequestInput, RequestView } from '#shared/api/contracts/requests.ts';
import type { ReservationSettings } from '#shared/api/contracts/reservations.ts';
import type { Db } from '#shared/db/service.ts';
import type { DepositPolicy } from '#shared/domain/billing/deposit-policy.ts';
import { api } from './api.ts';
import {
  type BookingArtist,
  everyDay,
  parisDay,
  proArtist,
  requestBody,
  sendRequest,
  slotIds,
  slotsOf,
} from './booking.ts';
import type { ErrorBody } from './portfolio.ts';

/** An artist taking requests every day at 10:00 (2 h), 13:00 (1 h) and 16:00 (2 h), Pro (no limit). */
export async function lifecycleArtist(db: Db): Promise<BookingArtist> {
  return proArtist(db, everyDay(['10:00', 120], ['13:00', 60], ['16:00', 120]));
}

/** The slot ids the public form offers on one day, `day` days from today (Paris). */
export async function publicSlotIds(artist: BookingArtist, day: number): Promise<string[]> {
  return slotIds((await slotsOf(artist.pseudo, `?from=${parisDay(day)}&days=1`)).json);
}

/** The answer is this status with this error code. */
export async function expectCode(answer: { status: number; json: unknown }, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect((answer.json as ErrorBody).error.code).toBe(code);
}

/** The slot ids the public form offers now (read afresh), `days` local days from the artist's today. */
export async function freeSlots(artist: BookingArtist, days = 14): Promise<string[]> {
  const answer = await slotsOf(artist.pseudo, `?days=${days}`);
  if (answer.status !== 200) throw new Error(`slots answered ${answer.status}: ${answer.text}`);
  return slotIds(answer.json);
}

/** A pending request sent through the public form for this slot; its id and the body sent. */
export async function pendingRequest(
  artist: BookingArtist,
  slotId: string,
  overrides: Partial<BookingRequestInput> = {},
): Promise<{ requestId: string; body: BookingRequestInput }> {
  const body = requestBody(slotId, overrides);
  const sent = await sendRequest(artist.pseudo, body);
  if (sent.status !== 201) throw new Error(`request answered ${sent.status}: ${sent.text}`);
  return { requestId: sent.json.requestId, body };
}

export async function acceptRequest(
  artist: BookingArtist,
  requestId: string,
  money: AcceptRequestInput = { priceCents: 15_000, depositCents: 5_000 },
) {
  return api<BookingView>(`/me/requests/${requestId}/accept`, { token: artist.idToken, body: money });
}

/** A booking: a request for this slot, accepted (price 150, deposit 50 unless said). */
export async function acceptedBooking(
  artist: BookingArtist,
  slotId: string,
  money?: { priceCents: number; depositCents?: number },
): Promise<BookingView> {
  const { requestId } = await pendingRequest(artist, slotId);
  const accepted = await acceptRequest(artist, requestId, money);
  if (accepted.status !== 201) throw new Error(`accept answered ${accepted.status}: ${accepted.text}`);
  return accepted.json;
}

/**
 * A booking of the client at `email` (Alex, in English) on this slot, accepted at 200 with a deposit
 * of 50: the touch-up, late-arrival and deposit-lifetime tests follow one client's bookings.
 */
export async function clientBooking(
  artist: BookingArtist,
  email: string,
  slotId: string,
): Promise<BookingView> {
  const client = { firstName: 'Alex', lastName: 'Client', age: 30, email, alreadyTattooed: true };
  const { requestId } = await pendingRequest(artist, slotId, { client, locale: 'en' });
  const accepted = await acceptRequest(artist, requestId, { priceCents: 20_000, depositCents: 5_000 });
  if (accepted.status !== 201) throw new Error(`accept answered ${accepted.status}: ${accepted.text}`);
  return accepted.json;
}

export async function getRequest(artist: BookingArtist, requestId: string) {
  return api<RequestView>(`/me/requests/${requestId}`, { token: artist.idToken });
}

/** Saves this deposit policy with the artist's other reservation settings, and checks it is the one answered. */
export async function saveDepositPolicy(
  artist: BookingArtist,
  policy: DepositPolicy,
): Promise<ReservationSettings> {
  const current = await api<ReservationSettings>('/me/reservation-settings', { token: artist.idToken });
  const saved = await api<ReservationSettings>('/me/reservation-settings', {
    method: 'PUT',
    token: artist.idToken,
    body: { ...current.json, depositPolicy: policy },
  });
  expect(saved.status).toBe(200);
  expect(saved.json.depositPolicy).toEqual(policy);
  return saved.json;
}
