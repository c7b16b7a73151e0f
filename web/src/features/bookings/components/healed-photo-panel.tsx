import { useTranslation } from 'react-i18next';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import { PrivatePhotoLink } from '#web/src/components/private-photo/private-photo-link.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { useMyBookingHealedPhoto } from '#web/src/features/bookings/api/get-my-booking-healed-photo.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

/**
 * The photo of the healed tattoo the client sent from their space (issue 31, ADR 0101): when, and a
 * thumbnail opening the full image in a new tab, both through five-minute presigned GETs the API
 * signs for the booking's artist alone. Nothing until a photo came.
 */
export function HealedPhotoPanel({ booking, client }: { booking: BookingView; client: string }) {
  const { t, i18n } = useTranslation();
  const { data: photo, error } = useMyBookingHealedPhoto(booking.bookingId, booking.healedPhotoAt);
  if (!booking.healedPhotoAt) return null;
  const sentOn = new Intl.DateTimeFormat(currentLocale(i18n), { dateStyle: 'long' }).format(
    new Date(booking.healedPhotoAt),
  );
  return (
    <section className="card stack" aria-labelledby="booking-healed-photo">
      <h2 id="booking-healed-photo">{t('web.bookings.healedPhoto.title')}</h2>
      <p className="muted">{t('web.bookings.healedPhoto.sent', { client, date: sentOn })}</p>
      {error && <Alert tone="error">{t('web.bookings.healedPhoto.error')}</Alert>}
      {photo && <PrivatePhotoLink photo={photo} alt={t('web.bookings.healedPhoto.open', { client })} />}
      <p className="muted">{t('web.bookings.healedPhoto.private')}</p>
    </section>
  );
}
