import { bookingHealedPhotoReceived } from '#events/definitions/lifecycle.ts';
import { defineEmail, words } from './letter.ts';
import { artistVars } from './letter-parts.ts';

/**
 * `booking.healed-photo-received` (issue 31, ADR 0101): the artist, in their language, learns that
 * the client sent the photo of their healed tattoo (or another in its place); a button to the
 * booking in the app, where the photo opens. The photo itself never travels by email (it is private).
 */
export const healedPhotoEmail = defineEmail(bookingHealedPhotoReceived, (payload, { appUrl }) => {
  const { artist } = payload;
  const vars = artistVars(payload);
  return [
    {
      template: 'healed-photo-artist',
      to: artist.email,
      locale: artist.locale,
      subject: words('email.lifecycle.healedPhoto.artistSubject', vars),
      blocks: [
        words('email.lifecycle.healedPhoto.artistBody', vars),
        payload.replaced && words('email.lifecycle.healedPhoto.artistReplaced'),
      ],
      cta: {
        label: words('email.lifecycle.healedPhoto.artistCta'),
        url: `${appUrl}/app/bookings/${payload.bookingId}`,
      },
    },
  ];
});
