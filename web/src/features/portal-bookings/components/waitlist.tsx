import './waitlist.css';
import { BellRing, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import { slotText } from '#web/src/components/portal/portal-item-summary.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { joinPortalWaitlist } from '#web/src/features/portal-bookings/api/join-portal-waitlist.ts';
import { leavePortalWaitlist } from '#web/src/features/portal-bookings/api/leave-portal-waitlist.ts';
import { takePortalOffer } from '#web/src/features/portal-bookings/api/take-portal-offer.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

interface WaitlistProps {
  booking: PortalBooking;
  /** The booking as the server answered (joined, left, moved to the earlier slot). */
  onChanged: (booking: PortalBooking) => void;
}

/** A waitlist action (join, leave, take) and its failure, answered to the list as the server did. */
function useWaitlistAction(booking: PortalBooking, onChanged: (booking: PortalBooking) => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'join' | 'leave' | 'take' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: 'join' | 'leave' | 'take', call: () => Promise<PortalBooking>) => {
    setBusy(action);
    setFailure(null);
    try {
      onChanged(await call());
    } catch (caught) {
      setFailure(isApiError(caught) ? caught.message : t('web.portal.bookings.waitlist.error'));
      // Taken meanwhile: the list is read again, and the offer shows as gone.
      if (isApiError(caught) && caught.status === 409) onChanged(booking);
    } finally {
      setBusy(null);
    }
  };
  return { busy, failure, run };
}

/**
 * An earlier slot offered from the waitlist (issue 14, item 5), first on the card: take it at once
 * (the first waiting client to confirm gets it), or read that another client took it.
 */
export function SlotOffer({ booking, onChanged, focus = false }: WaitlistProps & { focus?: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const { busy, failure, run } = useWaitlistAction(booking, onChanged);
  const offer = booking.offer;
  if (!offer) return null;
  const offered = slotText(offer.slot, locale);
  return (
    <div className="stack waitlist">
      {failure && <Alert tone="error">{failure}</Alert>}
      {offer.status === 'open' ? (
        <section className="waitlist__offer" aria-labelledby={`offer-${booking.bookingId}`}>
          <Sparkles aria-hidden="true" className="waitlist__icon" />
          <div className="stack waitlist__offer-text">
            <h4 id={`offer-${booking.bookingId}`}>{t('web.portal.bookings.waitlist.offerTitle')}</h4>
            <p className="waitlist__offer-slot">{t('web.portal.bookings.waitlist.offerSlot', offered)}</p>
            <p className="muted">{t('web.portal.bookings.waitlist.offerFirst')}</p>
            <p>
              <Button
                autoFocus={focus}
                busy={busy === 'take'}
                busyLabel={t('web.portal.bookings.waitlist.taking')}
                onClick={() => void run('take', () => takePortalOffer(offer.offerId, booking.bookingId))}
              >
                {t('web.portal.bookings.waitlist.take')}
              </Button>
            </p>
          </div>
        </section>
      ) : (
        <p className="muted">{t('web.portal.bookings.waitlist.taken', offered)}</p>
      )}
    </div>
  );
}

/** Ask to be told of an earlier slot with this artist, or stop (issue 14, item 5). */
export function WaitlistToggle({ booking, onChanged }: WaitlistProps) {
  const { t } = useTranslation();
  const { busy, failure, run } = useWaitlistAction(booking, onChanged);
  return (
    <div className="stack waitlist">
      {failure && <Alert tone="error">{failure}</Alert>}
      {booking.onWaitlist ? (
        <div className="waitlist__on">
          <BellRing aria-hidden="true" className="waitlist__icon" />
          <p>{t('web.portal.bookings.waitlist.on')}</p>
          <Button
            variant="ghost"
            busy={busy === 'leave'}
            busyLabel={t('web.portal.bookings.waitlist.leaving')}
            onClick={() => void run('leave', () => leavePortalWaitlist(booking.bookingId))}
          >
            {t('web.portal.bookings.waitlist.leave')}
          </Button>
        </div>
      ) : (
        <p>
          <Button
            variant="secondary"
            busy={busy === 'join'}
            busyLabel={t('web.portal.bookings.waitlist.joining')}
            onClick={() => void run('join', () => joinPortalWaitlist(booking.bookingId))}
          >
            <BellRing aria-hidden="true" />
            {t('web.portal.bookings.waitlist.join')}
          </Button>
        </p>
      )}
    </div>
  );
}
