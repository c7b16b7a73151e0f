import type { MyConsentForm, PortalConsent, SignConsentInput } from '#shared/api/contracts/consent.ts';
import type { ConsentSettings } from '#shared/domain/consent/consent-settings.ts';
import { api } from '#tests/support/api.ts';
import type { BookingArtist } from '#tests/support/booking.ts';
import { testConsentAnswers, testConsentForm } from '#tests/support/consent-form-fixture.ts';
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
export async function acceptRequest(artist: BookingArtist, requestId: string) {
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
