import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import { appPaths, pathTo } from '#web/src/app/paths.ts';
import { useLocale } from '#web/src/features/requests/hooks/use-locale.ts';
import { clientName, slotText } from '#web/src/features/requests/utils/request-text.ts';
import { formatInstant } from '#web/src/lib/instants.ts';
import { ProposalBadge, WaitingBadge } from './proposal-note.tsx';
import { LocationText, ProjectTypeText } from './request-facts.tsx';
import { StatusBadge } from './status-badge.tsx';

interface RequestListProps {
  requests: readonly RequestView[];
  hourFormat?: '12' | '24' | undefined;
  backSearch: string;
}

/** Every request of the tab as a card (one column on a phone, a grid wider), each linking to its page. */
export function RequestList({ requests, hourFormat, backSearch }: RequestListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="plain-list request-list">
      {requests.map((request) => (
        <li key={request.requestId} className="card request-row">
          <div className="request-row__head">
            <h2 className="request-row__name">
              <Link to={pathTo(appPaths.request, { id: request.requestId })} state={{ back: backSearch }}>
                {clientName(request.client)}
              </Link>
            </h2>
            {request.status !== 'pending' && <StatusBadge status={request.status} />}
            {request.proposal && <ProposalBadge proposal={request.proposal} />}
            {request.awaitingClientSince && <WaitingBadge />}
          </div>
          <p className="request-row__slot">{slotText(request.slot, locale, hourFormat, 'short')}</p>
          <p>
            <ProjectTypeText request={request} />
          </p>
          <p className="muted">
            <LocationText request={request} />
          </p>
          <p className="muted request-row__received">
            {t('web.requests.received', {
              date: formatInstant(request.createdAt, locale, request.slot.timezone, hourFormat),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}
