import todayConsentMessages from 'virtual:inkslot-message-sections/todayConsent';
import { useTranslation } from 'react-i18next';
import { useConsentStatuses } from '#web/src/features/today/api/list-consent-statuses.ts';
import { useSectionMessages } from '#web/src/lib/section-messages.ts';

/** The consent's state beside the deposit's (ADR 0088); not asked: no badge. */
const CONSENT_BADGE = {
  waiting: 'warning',
  overdue: 'danger',
  signed: 'success',
} as const;

/**
 * Where one appointment's consent stands, and how many answers to check once signed. Loaded after
 * Today's first paint (its module and words are lazy); every badge of the list reads the same
 * `GET /me/consents` for all the appointments listed (SWR asks once).
 */
export default function ConsentBadge({ bookingId, bookingIds }: { bookingId: string; bookingIds: string[] }) {
  const { t } = useTranslation();
  const ready = useSectionMessages(todayConsentMessages);
  const data = useConsentStatuses(bookingIds);
  const consent = data?.statuses.find((status) => status.bookingId === bookingId);
  if (!ready || !consent || consent.status === 'notSent') return null;
  return (
    <>
      <span className={`badge badge--${CONSENT_BADGE[consent.status]}`}>
        {t(`web.todayConsent.${consent.status}`)}
      </span>
      {consent.flagged > 0 && (
        <span className="badge badge--danger">
          {t('web.todayConsent.flagged', { count: consent.flagged })}
        </span>
      )}
    </>
  );
}
