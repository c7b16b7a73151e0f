import './consent-link.css';
import { FileSignature } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import { pathTo, portalPaths } from '#web/src/app/paths.ts';
import { buttonClass } from '#web/src/components/ui/button.tsx';
import { currentLocale } from '#web/src/lib/i18n.ts';

/**
 * The booking's consent form (ADR 0088): "Sign the consent form" with its deadline while it waits; once
 * signed (or past the deadline), where it stands, with a link to the signed form and its PDF.
 */
export function ConsentLink({ booking }: { booking: PortalBooking }) {
  const { t, i18n } = useTranslation();
  const { consent } = booking;
  if (!consent) return null;
  const to = pathTo(portalPaths.bookingConsent, { bookingId: booking.bookingId });
  if (consent.status === 'waiting') {
    const date =
      consent.deadline &&
      new Intl.DateTimeFormat(currentLocale(i18n), { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(consent.deadline),
      );
    return (
      <div className="portal-consent">
        <Link className={buttonClass('primary')} to={to}>
          <FileSignature size={18} aria-hidden="true" /> {t('web.portal.bookings.consent.sign')}
        </Link>
        {date && <p className="muted">{t('web.portal.bookings.consent.before', { date })}</p>}
      </div>
    );
  }
  return (
    <p className="portal-consent">
      <span className={`badge ${consent.status === 'signed' ? 'badge--success' : 'badge--warning'}`}>
        {t(
          consent.status === 'signed'
            ? 'web.portal.bookings.consent.signed'
            : 'web.portal.bookings.consent.overdue',
        )}
      </span>{' '}
      {consent.status === 'signed' && <Link to={to}>{t('web.portal.bookings.consent.view')}</Link>}
    </p>
  );
}
