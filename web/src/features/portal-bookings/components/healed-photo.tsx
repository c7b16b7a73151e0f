import './healed-photo.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import { type ImageRef, ImageUploadField } from '#web/src/components/image-upload/image-upload-field.tsx';
import { ResponsiveImage } from '#web/src/components/responsive-image.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import {
  healedPhotoUploadEndpoints,
  sendPortalHealedPhoto,
  useSentHealedPhoto,
} from '#web/src/features/portal-bookings/api/healed-photo.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

type HealedPhoto = NonNullable<PortalBooking['healedPhoto']>;

/**
 * The photo of the healed tattoo the artist's policy asks for (issue 31, ADR 0101), on the past
 * booking from its day on: the client picks a photo, it is uploaded and processed (private: only the
 * artist sees it) and sent to the booking at once; once sent, it shows with the date, and another
 * photo replaces it the same way.
 */
export function HealedPhotoRequest({
  booking,
  healedPhoto,
  onSent,
}: {
  booking: PortalBooking;
  healedPhoto: HealedPhoto;
  onSent: (booking: PortalBooking) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const endpoints = useMemo(() => healedPhotoUploadEndpoints(booking.bookingId), [booking.bookingId]);
  const { data: sent } = useSentHealedPhoto(booking.bookingId, healedPhoto.imageId);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const headingId = `healed-photo-${booking.bookingId}`;
  const sentOn =
    healedPhoto.sentAt &&
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(healedPhoto.sentAt));

  const send = async (refs: ImageRef[]) => {
    const ready = refs.at(-1);
    if (!ready?.image) return;
    setSending(true);
    setFailure(null);
    try {
      onSent(await sendPortalHealedPhoto(booking.bookingId, ready.imageId));
    } catch (caught) {
      setFailure(isApiError(caught) ? caught.message : t('web.portal.bookings.healedPhoto.error'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="portal-healed-photo stack" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('web.portal.bookings.healedPhoto.title')}</h3>
      <p className="muted">
        {t('web.portal.bookings.healedPhoto.intro', { name: booking.artist.displayName })}
      </p>
      {sentOn && (
        <p role="status">
          <strong>{t('web.portal.bookings.healedPhoto.sent', { date: sentOn })}</strong>
        </p>
      )}
      {sent?.image && (
        <ResponsiveImage
          image={sent.image}
          alt={t('web.portal.bookings.healedPhoto.alt')}
          sizes="(min-width: 768px) 240px, 60vw"
          className="portal-healed-photo__image"
        />
      )}
      <ImageUploadField
        endpoints={endpoints}
        label={t(
          healedPhoto.imageId
            ? 'web.portal.bookings.healedPhoto.replace'
            : 'web.portal.bookings.healedPhoto.choose',
        )}
        value={[]}
        onChange={(refs) => void send(refs)}
      />
      {sending && <p className="muted">{t('web.portal.bookings.healedPhoto.sending')}</p>}
      {failure && <Alert tone="error">{failure}</Alert>}
    </section>
  );
}
