import { randomUUID } from 'node:crypto';
import { sampleBookingRequest } from '#scripts/local-cloud/seed/sample-booking-request.ts';
import type { AvailabilityInput } from '#shared/api/contracts/availability.ts';
import type {
  BookingRequestCreated,
  BookingRequestInput,
  SlotList,
} from '#shared/api/contracts/booking-requests.ts';
import { slotIdOf } from '#shared/api/contracts/booking-requests.ts';
import type { Db } from '#shared/db/service.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { api } from './api.ts';
import type { TestArtist } from './artists.ts';
import { mailText } from './mail-store.ts';
import { codeIn, type Mail, mailsTo } from './mailbox.ts';
import { onboardedArtist, storedImage } from './portfolio.ts';

export type BookingArtist = TestArtist & { pseudo: string };

/** A local day `days` from today in Paris (onboarded artists' default zone). */
export const parisDay = (days: number) => localDate(new Date(Date.now() + days * 86_400_000), 'Europe/Paris');

/** The id of the slot at `start` (Paris), `minutes` long, `day` days from today. */
export const on = (day: number, start: string, minutes: number) => `${parisDay(day)}T${start}/${minutes}`;

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

/** The ids of the slots the form offers now (`slotsOf` with `query`), in order. */
export async function offeredSlots(pseudo: string, query = ''): Promise<string[]> {
  return slotIds((await slotsOf(pseudo, query)).json);
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

/** Posts the form's request as is: an anonymous one answers `unconfirmed` (ADR 0067). */
export async function postRequest(pseudo: string, body: unknown, options: { portalToken?: string } = {}) {
  return api<BookingRequestCreated>(`/artists/${pseudo}/requests`, {
    body,
    ...(options.portalToken && { token: options.portalToken }),
  });
}

/**
 * The confirmation email of a request (the last one sent for it: "send again" replaces the code),
 * from the SES stand-in's mailbox: the handler sends it before it answers, so it is there at once;
 * undefined when none came (a blocked email gets the same answer and no email).
 */
export async function confirmationMail(
  email: string,
  requestId: string,
  options: { waitMs?: number; count?: number } = {},
) {
  // The request-confirmation consumer emails the code once the request's event is on the bus.
  const deadline = Date.now() + (options.waitMs ?? 15_000);
  for (;;) {
    const mails = (await mailsTo(email)).filter((mail) => mailText(mail).includes(`/confirm/${requestId}#`));
    if (mails.length >= (options.count ?? 1)) return mails.at(-1);
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link's secret of a confirmation email (`/{pseudo}/form/confirm/{requestId}#{secret}`). */
export function confirmationSecret(mail: Mail, requestId: string): string {
  const secret = new RegExp(`/form/confirm/${requestId}#([A-Za-z0-9_-]{43})`).exec(mailText(mail))?.[1];
  if (!secret) throw new Error(`no confirmation link in mail "${mail.subject}"`);
  return secret;
}

/** Confirms an unconfirmed request with a code or the link's secret, as the form or the link's page does. */
export async function confirmRequest(
  pseudo: string,
  requestId: string,
  body: { code: string } | { token: string },
) {
  return api<BookingRequestCreated>(`/artists/${pseudo}/requests/${requestId}/confirmation`, { body });
}

/**
 * Sends the form's request as a real client does: posted, then, when it answers `unconfirmed`,
 * confirmed with the code read from the client's mailbox through the real route. The answer is the
 * confirmation's (status 201 like the post's when it succeeds), so a test sees the request as it
 * reaches the artist; an unconfirmed answer without an email (a blocked address) is returned as is.
 */
export async function sendRequest(pseudo: string, body: unknown, options: { portalToken?: string } = {}) {
  const sent = await postRequest(pseudo, body, options);
  if (sent.status !== 201 || sent.json.status !== 'unconfirmed') return sent;
  const email = ((body as { client?: { email?: string } }).client?.email ?? '').trim().toLowerCase();
  const mail = await confirmationMail(email, sent.json.requestId);
  if (!mail) return sent;
  const confirmed = await confirmRequest(pseudo, sent.json.requestId, { code: codeIn(mail) });
  return confirmed.status === 200 ? { ...confirmed, status: 201 } : confirmed;
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
