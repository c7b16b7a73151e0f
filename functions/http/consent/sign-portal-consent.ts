import { consentSigned } from '#events/definitions/consent.ts';
import { outboxItem } from '#events/outbox.ts';
import { isConditionFailure } from '#functions/lib/condition-failure.ts';
import { bookingConsentForm, readConsent } from '#functions/lib/consent/consent-forms.ts';
import { consentPdfKey, putLockedPdf, retainUntil } from '#functions/lib/consent/consent-store.ts';
import { idPhotoToAttach } from '#functions/lib/consent/id-photo.ts';
import { portalConsentView } from '#functions/lib/consent/portal-consent-view.ts';
import { checkResponses, checkSignable } from '#functions/lib/consent/signing-checks.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { readClientBooking } from '#functions/lib/lifecycle/client-booking.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { viewerAddress } from '#functions/lib/rate-limit/source-address.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { consentRoutes } from '#shared/api/routes/consent.ts';
import type { ConsentItem } from '#shared/db/entities/consent.ts';
import { shownFormText } from '#shared/domain/consent/form-as-shown.ts';

/**
 * `POST /portal/bookings/{bookingId}/consent` (ADR 0088, 0089): the client signs once. The answers are
 * checked (age, guardian, every question and statement), the PDF built and put under Object Lock, then
 * ONE transaction keeps the consent (only if absent) and `consent.signed`. A second submit, or the loser
 * of two at once, answers 409 `consent_already_signed` and changes nothing.
 */
export const handler = httpHandler(
  consentRoutes.signPortalConsent,
  async ({ params, body, caller, event, correlationId }) => {
    const { email } = requireClient(caller);
    const booking = await readClientBooking(email, params.bookingId);
    const { artistId, bookingId } = booking;
    const db = getDb();
    const [frozen, existing, artistRead] = await Promise.all([
      bookingConsentForm(booking),
      readConsent(artistId, bookingId),
      db.entities.artist.get({ artistId }).go(),
    ]);
    const artist = artistRead.data;
    if (!artist) throw new ApiError(404, 'not_found');
    const now = new Date();
    const form = checkSignable(booking, frozen, existing, body.formVersion, now);
    const { shown, answers, flagged, guardian } = checkResponses(form, body, now);
    const idPhoto = body.idPhotoImageId && (await idPhotoToAttach(artistId, bookingId, body.idPhotoImageId));
    const signedAt = now.toISOString();
    // The PDF writer (pdf-lib, its fonts' metrics, the consent's words) is evaluated by this route
    // alone, when a client signs: not at every cold start of the group (ADR 0105).
    const { buildConsentPdf, sha256Hex } = await import('#functions/lib/consent/consent-pdf.ts');
    const formSha256 = sha256Hex(shownFormText(shown));
    const slot = slotViewOf(booking, artist);
    const ip = viewerAddress(event);
    const userAgent = (event.requestContext?.http?.userAgent ?? event.headers?.['user-agent'] ?? '').slice(
      0,
      512,
    );
    const appointment = new Intl.DateTimeFormat(shown.language, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: slot.timezone,
    }).format(new Date(booking.slotStart));
    const signer = { fullName: body.fullName, dateOfBirth: body.dateOfBirth, photoUse: body.photoUse };
    const pdf = await buildConsentPdf({
      ...signer,
      form: shown,
      formSha256,
      artistName: artist.displayName,
      appointment,
      answers,
      flagged,
      signature: body.signature,
      guardian,
      idPhotoProvided: Boolean(idPhoto),
      signedAt,
      ip,
      userAgent,
    });
    const pdfSha256 = sha256Hex(pdf);
    const pdfKey = consentPdfKey(artistId, bookingId, pdfSha256);
    const until = retainUntil(signedAt, form.settings.retentionYears);
    await putLockedPdf(pdfKey, pdf, until);
    const consent: ConsentItem = {
      ...signer,
      artistId,
      bookingId,
      clientEmail: email,
      formVersion: form.version,
      form: shown,
      formSha256,
      answers,
      flagged,
      signature: body.signature,
      ...(guardian && { guardian }),
      ...(idPhoto && { idPhotoImageId: idPhoto.imageId }),
      signedAt,
      ip,
      userAgent,
      pdfKey,
      pdfSha256,
      retainUntil: until,
    };
    const signedEvent = outboxItem(
      consentSigned,
      {
        requestId: bookingId,
        artistId,
        pseudo: artist.pseudo,
        projectType: booking.projectType,
        slot,
        client: { firstName: booking.clientFirstName, email, locale: booking.locale },
        artist: { email: artist.email, locale: artist.locale, displayName: artist.displayName },
        signedAt,
        pdfKey,
        pdfSha256,
        flaggedCount: flagged.length,
      },
      { correlationId, now },
    );
    await keepConsent(consent, signedEvent, idPhoto || undefined);
    return portalConsentView(booking, artist, form, consent, now);
  },
);

/**
 * ONE transaction: the consent (only if absent), its event, and the ID photo taken by it (its TTL
 * removed, only while it is still this booking's ready photo). A consent already there: 409
 * `consent_already_signed`; the photo gone meanwhile: 400 `id_photo_unavailable`; nothing written.
 */
async function keepConsent(
  consent: ConsentItem,
  signedEvent: ReturnType<typeof outboxItem>,
  idPhoto: { artistId: string; imageId: string } | undefined,
) {
  try {
    const { canceled, data } = await getDb()
      .transaction.write(({ consent: consents, outboxEvent, image }) => [
        consents.create(consent).commit(),
        outboxEvent.create(signedEvent).commit(),
        ...(idPhoto
          ? [
              image
                .patch(idPhoto)
                .remove(['expiresAt'])
                .where(
                  ({ bookingId, status }, { eq }) =>
                    `${eq(bookingId, consent.bookingId)} AND ${eq(status, 'ready')}`,
                )
                .commit(),
            ]
          : []),
      ])
      .go();
    if (!canceled) return;
    // Codes in the order written: the consent, its event, the photo.
    const codes = (data as readonly { code?: string }[]).map((item) => item.code);
    if (codes[0] === 'ConditionalCheckFailed') throw new ApiError(409, 'consent_already_signed');
    if (codes[2] === 'ConditionalCheckFailed')
      throw new ApiError(400, 'id_photo_unavailable', [
        { path: 'idPhotoImageId', key: 'errors.id_photo_unavailable' },
      ]);
    throw new ApiError(409, 'consent_already_signed');
  } catch (error) {
    if (isConditionFailure(error)) throw new ApiError(409, 'consent_already_signed');
    throw error;
  }
}
