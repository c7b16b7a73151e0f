import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { InstagramLink } from '#web/src/components/instagram-link.tsx';
import { ResponsiveImage } from '#web/src/components/responsive-image.tsx';
import { bookingPath } from '#web/src/features/bookings/utils/booking-paths.ts';
import {
  type HourFormat,
  projectLabel,
  timeRangeText,
} from '#web/src/features/bookings/utils/booking-text.ts';
import { wallTimeOf } from '#web/src/features/bookings/utils/calendar-layout.ts';
import { hasDeposit } from '#web/src/features/bookings/utils/payment-status.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatDay, formatDuration, zoneLabel } from '#web/src/lib/wall-time.ts';
import { PaymentBadge } from './payment-badge.tsx';

interface BookingFactsProps {
  booking: BookingView;
  timezone: string;
  hourFormat: HourFormat;
}

const LANGUAGE_KEYS = { fr: 'web.language.fr', en: 'web.language.en', es: 'web.language.es' } as const;

/**
 * The booking's facts, in labelled sections: the slot (the artist's wall clock, zone named), where
 * (the travel's full address, or the artist's own place), the client, the project with its images,
 * and the money.
 */
export function BookingFacts({ booking, timezone, hourFormat }: BookingFactsProps) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const locale = currentLocale(i18n);
  const start = wallTimeOf(booking.slot.start, timezone);
  const end = wallTimeOf(booking.slot.end, timezone);
  const minutes = Math.round((Date.parse(booking.slot.end) - Date.parse(booking.slot.start)) / 60_000);
  const { client, project, payment, location } = booking;
  const money = (cents: number) => formatPrice(cents, payment.currency, locale);

  return (
    <div className="booking-facts">
      <section className="card stack" aria-labelledby="booking-slot">
        <h2 id="booking-slot">{t('web.bookings.detail.slot')}</h2>
        <p className="booking-facts__when">
          <strong>{formatDay(start.date, locale)}</strong>
          <br />
          {timeRangeText(start, end, locale, hourFormat)} ({formatDuration(minutes, locale)})
        </p>
        <p className="muted">{t('web.bookings.detail.zone', { zone: zoneLabel(timezone, locale) })}</p>
        <h3>{t('web.bookings.detail.location')}</h3>
        {location ? (
          <address className="booking-facts__address">
            <strong>{location.shopName}</strong>
            <br />
            {location.address && (
              <>
                {location.address}
                <br />
              </>
            )}
            {location.city}
          </address>
        ) : (
          <p>{t('web.bookings.detail.residency')}</p>
        )}
      </section>

      <section className="card stack" aria-labelledby="booking-client">
        <h2 id="booking-client">{t('web.bookings.detail.client')}</h2>
        <dl className="booking-facts__list">
          <dt>{t('web.bookings.detail.name')}</dt>
          <dd>
            {client.firstName} {client.lastName}
          </dd>
          <dt>{t('web.bookings.detail.age')}</dt>
          <dd>{t('web.bookings.detail.ageValue', { age: client.age })}</dd>
          <dt>{t('web.bookings.detail.email')}</dt>
          <dd>
            <a href={`mailto:${client.email}`}>{client.email}</a>
          </dd>
          {client.instagram && (
            <>
              <dt>{t('web.bookings.detail.instagram')}</dt>
              <dd>
                <InstagramLink value={client.instagram} newTabLabel={t('web.common.newTab')} />
              </dd>
            </>
          )}
          <dt>{t('web.bookings.detail.alreadyTattooed')}</dt>
          <dd>{client.alreadyTattooed ? t('web.bookings.detail.yes') : t('web.bookings.detail.no')}</dd>
          <dt>{t('web.bookings.detail.language')}</dt>
          <dd>{t(LANGUAGE_KEYS[client.locale])}</dd>
        </dl>
      </section>

      <section className="card stack" aria-labelledby="booking-project">
        <h2 id="booking-project">{t('web.bookings.detail.project')}</h2>
        <dl className="booking-facts__list">
          <dt>{t('web.bookings.detail.projectType')}</dt>
          <dd>{projectLabel(tk, project, booking.touchUpOf)}</dd>
          {booking.touchUpOf && (
            <>
              <dt>{t('web.bookings.touchUp.of')}</dt>
              <dd>
                <Link to={bookingPath(booking.touchUpOf.bookingId)}>
                  {t('web.bookings.touchUp.session', {
                    day: formatDay(wallTimeOf(booking.touchUpOf.start, timezone).date, locale),
                  })}
                </Link>
              </dd>
            </>
          )}
          {booking.touchUpBookingId && (
            <>
              <dt>{t('web.bookings.touchUp.title')}</dt>
              <dd>
                <Link to={bookingPath(booking.touchUpBookingId)}>{t('web.bookings.touchUp.booked')}</Link>
              </dd>
            </>
          )}
          {project.flash && (
            <>
              <dt>{t('web.bookings.detail.flashPrice')}</dt>
              <dd>{formatPrice(project.flash.priceCents, project.flash.currency, locale)}</dd>
            </>
          )}
          <dt>{t('web.bookings.detail.placement')}</dt>
          <dd>{project.placement}</dd>
          <dt>{t('web.bookings.detail.size')}</dt>
          <dd>{project.size}</dd>
        </dl>
        {project.text && (
          <>
            <h3>{t('web.bookings.detail.description')}</h3>
            <p className="booking-facts__text">{project.text}</p>
          </>
        )}
        {project.referenceImages.length > 0 && (
          <>
            <h3>{t('web.bookings.detail.images')}</h3>
            <ul className="booking-facts__images plain-list">
              {project.referenceImages.map((image, index) => (
                <li key={image.imageId}>
                  <ResponsiveImage
                    image={image}
                    alt={t('web.bookings.detail.imageAlt', {
                      index: index + 1,
                      total: project.referenceImages.length,
                    })}
                    sizes="(min-width: 48rem) 14rem, 45vw"
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className="card stack" aria-labelledby="booking-payment">
        <h2 id="booking-payment">{t('web.bookings.detail.payment')}</h2>
        <dl className="booking-facts__list">
          <dt>{t('web.bookings.detail.price')}</dt>
          <dd>{money(payment.priceCents)}</dd>
          <dt>{t('web.bookings.detail.deposit')}</dt>
          <dd>
            {hasDeposit(payment.depositCents)
              ? money(payment.depositCents)
              : booking.session?.projectDepositCents
                ? t('web.bookings.detail.projectDeposit', {
                    amount: money(booking.session.projectDepositCents),
                  })
                : t('web.bookings.detail.noDeposit')}
          </dd>
          <dt>{t('web.bookings.detail.paymentState')}</dt>
          <dd>
            <PaymentBadge payment={payment} />
          </dd>
          {payment.paymentNote && (
            <>
              <dt>{t('web.bookings.detail.note')}</dt>
              <dd className="booking-facts__text">{payment.paymentNote}</dd>
            </>
          )}
        </dl>
      </section>
    </div>
  );
}
