import { randomUUID } from 'node:crypto';
import { sampleBookingRequest } from '../../scripts/local-cloud/seed/sample-booking-request.ts';
import type { AvailabilityInput } from '../../shared/api/contracts/availability.ts';
import type {
  BookingRequestCreated,
  BookingRequestInput,
  SlotList,
} from '../../shared/api/contracts/booking-requests.ts';
import { slotIdOf } from '../../shared/api/contracts/booking-requests.ts';
import type { Db } from '../../shared/db/service.ts';
import { emailHash } from '../../shared/domain/booking/email-hash.ts';
import { localDate } from '../../shared/domain/local-time.ts';
import { api } from './api.ts';
import type { TestArtist } from './artists.ts';
import { onboardedArtist, storedImage } from './portfolio.ts';

export type BookingArtist = TestArtist & { pseudo: string };

/** A local day `days` from today in Paris (onboarded artists' default zone). */
export const parisDay = (days: number) => localDate(new Date(Date.now() + days * 86_400_000), 'Europe/Paris');

type RecurringInput = Extract<AvailabilityInput, { kind: 'recurring' }>;

/** Every weekday, these slots (HH:mm, minutes). */
export const everyDay = (...slots: [string, number][]): RecurringInput => ({
  kind: 'recurring',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  months: [],
  slots: slots.map(([start, durationMinutes]) => ({ start, durationMinutes })),
});

/** One local date with these slots. */
export const oneDate = (date: string, ...slots: [string, number][]): AvailabilityInput => ({
  kind: 'oneTime',
  date,
  slots: slots.map(([start, durationMinutes]) => ({ start, durationMinutes })),
});

export async function addAvailability(artist: BookingArtist, input: AvailabilityInput) {
  const created = await api<{ availabilityId: string }>('/me/availabilities', {
    token: artist.idToken,
    body: input,
  });
  if (created.status !== 201) throw new Error(`availability answered ${created.status}: ${created.text}`);
  return created.json.availabilityId;
}

export async function setReservations(
  artist: BookingArtist,
  settings: Partial<{
    openRequests: boolean;
    openCustom: boolean;
    openTouchups: boolean;
    requestDelayMinutes: number;
  }>,
) {
  const body = {
    openRequests: true,
    openCustom: true,
    openTouchups: true,
    requestDelayMinutes: 0,
    ...settings,
  };
  const saved = await api('/me/reservation-settings', { method: 'PUT', token: artist.idToken, body });
  if (saved.status !== 200) throw new Error(`settings answered ${saved.status}: ${saved.text}`);
}

/** An onboarded artist (Paris) taking requests with no delay, with these availabilities. */
export async function bookableArtist(...availabilities: AvailabilityInput[]): Promise<BookingArtist> {
  const artist = await onboardedArtist();
  await setReservations(artist, {});
  for (const availability of availabilities) await addAvailability(artist, availability);
  return artist;
}

/** A bookable artist (as `bookableArtist`) on the Pro plan: no monthly limit on requests. */
export async function proArtist(db: Db, ...availabilities: AvailabilityInput[]): Promise<BookingArtist> {
  const artist = await bookableArtist(...availabilities);
  await setPlan(db, artist.sub, 'pro');
  return artist;
}

/** The slots as the form reads them after a change: `Cache-Control: no-cache` skips the 2 s cache. */
export async function slotsOf(pseudo: string, query = '', options: { fresh?: boolean } = {}) {
  const headers: Record<string, string> = options.fresh === false ? {} : { 'cache-control': 'no-cache' };
  return api<SlotList>(`/artists/${pseudo}/slots${query}`, { headers });
}

/** Every slot id of an answer, in order. */
export function slotIds(list: SlotList): string[] {
  return list.days.flatMap((day) => day.slots.map(([start, minutes]) => slotIdOf(day.date, start, minutes)));
}

export function clientEmail(prefix = 'client') {
  return `${prefix}-${randomUUID().slice(0, 12)}@inkslot.test`;
}

/** A valid custom-project request body for a slot; `overrides` replace whole fields. */
export function requestBody(
  slotId: string,
  overrides: Partial<BookingRequestInput> = {},
): BookingRequestInput {
  return { ...sampleBookingRequest(slotId), ...overrides };
}

export async function sendRequest(pseudo: string, body: unknown) {
  return api<BookingRequestCreated>(`/artists/${pseudo}/requests`, { body });
}

/** What an artist's partition holds of booking data: requests, holds, the counter, the outbox. */
export async function bookingState(db: Db, artistId: string) {
  const [requests, holds, artist] = await Promise.all([
    db.entities.bookingRequest.query.byArtist({ artistId }).go({ pages: 'all' }),
    db.entities.slotHold.query.byArtist({ artistId }).go({ pages: 'all' }),
    db.entities.artist.get({ artistId }).go(),
  ]);
  return { requests: requests.data, holds: holds.data, requestCount: artist.data?.requestCount ?? 0 };
}

/** A request of `email` to `artist` for the slot at `index` of the artist's offered slots. */
export async function requestAs(artist: BookingArtist, email: string, index: number) {
  const slotId = slotIds((await slotsOf(artist.pseudo)).json)[index];
  if (!slotId) throw new Error(`no slot ${index} for ${artist.pseudo}`);
  const body = requestBody(slotId, { client: { ...requestBody(slotId).client, email } });
  const sent = await sendRequest(artist.pseudo, body);
  if (sent.status !== 201) throw new Error(`request answered ${sent.status}: ${sent.text}`);
  return { requestId: sent.json.requestId, slotId };
}

/** Blocks a client's email for an artist (entity only: the artist's UI comes with issue 5). */
export async function blockEmail(db: Db, artistId: string, email: string) {
  await db.entities.block.create({ artistId, emailHash: emailHash(email) }).go();
}

export async function setPlan(db: Db, artistId: string, plan: 'free' | 'pro') {
  await db.entities.artist.patch({ artistId }).set({ plan }).go();
}

/** A ready reference image in the artist's partition (as the processor leaves it), with its TTL. */
export async function readyReferenceImage(db: Db, artistId: string) {
  const imageId = await storedImage(db, artistId, 'reference');
  await db.entities.image
    .patch({ artistId, imageId })
    .set({ expiresAt: Math.floor(Date.now() / 1000) + 86_400 })
    .go();
  return imageId;
}

export { onboardedArtist };
