import { useTranslation } from 'react-i18next';
import type { RequestView } from '#shared/api/contracts/requests.ts';

/** A request's state in words ('En attente', 'Refusée'…), not by colour alone. */
export function StatusBadge({ status }: { status: RequestView['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`request-status request-status--${status}`}>{t(`web.requests.status.${status}`)}</span>
  );
}
