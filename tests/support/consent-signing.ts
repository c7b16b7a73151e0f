import type { MyConsentForm, PortalConsent, SignConsentInput } from '#shared/api/contracts/consent.ts';
import type { ConsentSettings } from '#shared/domain/consent/consent-settings.ts';
import { api } from '#tests/support/api.ts';
import {
  type BookingArtist,
  bookableArtist,
  clientEmail,
  everyDay,
  requestAs,
} from '#tests/support/booking.ts';
import { testConsentAnswers, testConsentForm } from '#tests/support/consent-form-fixture.ts';
import { portalSession } from '#tests/support/portal.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';

/** The test form's settings: consent on, 24 hours' deadline, 3 years' retention (ADR 0088, 0089). */
export const consentSettings = (guardianAllowed: boolean): ConsentSettings => ({
  enabled: true,
  deadlineHours: 24,
  guardianAllowed,
  retentionYears: 3,
  form: testConsentForm,
});

/** The artist accepts a request: the booking, which freezes the consent version current now. */
async function accept(artist: BookingArtist, requestId: string) {
  const answer = await api(`/me/requests/${requestId}/accept`, {
    token: artist.idToken,
    body: { priceCents: 12000 },
  });
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`accept answered ${answer.status}: ${answer.text}`);
}

/** Saves a new version of the artist's consent form over `baseVersion`. */
export async function saveConsentForm(artist: BookingArtist, baseVersion: number, guardianAllowed: boolean) {
  const saved = await api<MyConsentForm>('/me/consent-form', {
    method: 'PUT',
    token: artist.idToken,
    body: { baseVersion, settings: consentSettings(guardianAllowed) },
  });
  if (saved.status !== 200) throw new Error(`save answered ${saved.status}: ${saved.text}`);
  return saved.json;
}

/** A complete signing of the test form, drawn, with `overrides`. */
export const signBody = (overrides: Partial<SignConsentInput> = {}): SignConsentInput => ({
  language: 'en',
  formVersion: 1,
  ...testConsentAnswers,
  signature: {
    kind: 'drawn',
    strokes: [
      [
        [10, 20],
        [30, 40],
        [60, 35],
      ],
    ],
  },
  ...overrides,
});

/** `POST /portal/bookings/{bookingId}/consent` as the client's phone. */
export const signConsent = (token: string, bookingId: string, body: SignConsentInput) =>
  api<PortalConsent & ErrorBody>(`/portal/bookings/${bookingId}/consent`, {
    token,
    body,
    headers: { 'user-agent': 'ConsentTest/1.0 (iPhone)' },
  });

/** A request of `email` (the `index`-th slot) the artist accepts: the booking's id. */
export async function acceptedBookingOf(artist: BookingArtist, email: string, index: number) {
  const { requestId } = await requestAs(artist, email, index);
  await accept(artist, requestId);
  return requestId;
}

/**
 * The consent tests' scene: an artist with the consent form on (guardian allowed, version 1), another
 * artist (who must see none of it), two clients signed in to the portal, Ada and Bob, and the named
 * bookings, each of a client's request accepted.
 */
export async function consentScene<Name extends string>(
  bookings: readonly (readonly [Name, 'ada' | 'bob', number])[],
) {
  const clients = { ada: clientEmail('ada'), bob: clientEmail('bob') };
  const [artist, other] = await Promise.all([
    bookableArtist(everyDay(['10:00', 120])),
    bookableArtist(everyDay(['11:00', 60])),
  ]);
  await saveConsentForm(artist, 0, true);
  const booked = {} as Record<Name, string>;
  for (const [name, client, index] of bookings)
    booked[name] = await acceptedBookingOf(artist, clients[client], index);
  const [adaSession, bobSession] = await Promise.all([
    portalSession(clients.ada),
    portalSession(clients.bob),
  ]);
  return {
    artist,
    other,
    booked,
    ...clients,
    adaToken: adaSession.accessToken,
    bobToken: bobSession.accessToken,
  };
}
