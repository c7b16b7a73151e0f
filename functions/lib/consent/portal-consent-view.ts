import type { PortalConsent } from '#shared/api/contracts/consent.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { ConsentItem } from '#shared/db/entities/consent.ts';
import { guardianAllowed } from '#shared/domain/consent/consent-settings.ts';
import { formAsShown } from '#shared/domain/consent/form-as-shown.ts';
import { bookingConsentStatus, type ConsentFormVersion } from './consent-forms.ts';
import { signedConsentView } from './consent-views.ts';

/**
 * The portal's consent page: while it can be signed, the form in the three languages (the client reads
 * it in theirs and may switch); once signed, only the signed record; past the deadline, neither form
 * nor signature, only the status.
 */
export function portalConsentView(
  booking: BookingItem,
  artist: Pick<ArtistItem, 'displayName'> | undefined,
  form: ConsentFormVersion | undefined,
  consent: ConsentItem | undefined,
  now: Date,
): PortalConsent {
  const { status, deadline } = bookingConsentStatus(booking, form?.settings, consent, now);
  const open = status === 'waiting' && form;
  return {
    bookingId: booking.bookingId,
    status,
    ...(deadline && { deadline }),
    artistName: artist?.displayName ?? '',
    slotStart: booking.slotStart,
    ...(form && { formVersion: form.version }),
    ...(open && {
      forms: {
        fr: formAsShown(form.settings.form, 'fr'),
        en: formAsShown(form.settings.form, 'en'),
        es: formAsShown(form.settings.form, 'es'),
      },
    }),
    guardianAllowed: form ? guardianAllowed(form.settings) : false,
    ...(consent && { signed: signedConsentView(consent) }),
  };
}
