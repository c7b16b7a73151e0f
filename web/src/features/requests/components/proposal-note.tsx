import { useTranslation } from 'react-i18next';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import { useLocale } from '#web/src/features/requests/hooks/use-locale.ts';
import { clientName, slotText } from '#web/src/features/requests/utils/request-text.ts';
import { formatInstant } from '#web/src/lib/instants.ts';

type Proposal = NonNullable<RequestView['proposal']>;

/** Where the artist's proposal stands, in words: 'Horaires proposés' or 'Proposition expirée' (ADR 0087). */
export function ProposalBadge({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  return (
    <span className={`request-status request-status--proposal-${proposal.state}`}>
      {t(`web.requests.propose.state.${proposal.state}`)}
    </span>
  );
}

/** The request waits for the client's answer to the artist's question (ADR 0087). */
export function WaitingBadge() {
  const { t } = useTranslation();
  return <span className="request-status request-status--waiting">{t('web.requests.ask.waiting')}</span>;
}

/**
 * The times proposed on a pending request and until when they are held; once lapsed, what the
 * artist can do (propose others, or decline).
 */
export function ProposalNote({
  request,
  hourFormat,
}: {
  request: RequestView & { proposal: Proposal };
  hourFormat?: '12' | '24' | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { proposal } = request;
  const values = {
    name: clientName(request.client),
    date: formatInstant(proposal.endsAt, locale, request.slot.timezone, hourFormat),
  };
  if (proposal.state === 'lapsed') {
    return (
      <p className="request-proposal request-proposal--lapsed" role="note">
        {t('web.requests.propose.lapsedNote', values)}
      </p>
    );
  }
  return (
    <div className="request-proposal" role="note">
      <p className="request-proposal__title">{t('web.requests.propose.openUntil', values)}</p>
      <ul className="plain-list request-proposal__times">
        {proposal.slots.map((slot) => (
          <li key={slot.slotId}>{slotText(slot, locale, hourFormat)}</li>
        ))}
      </ul>
    </div>
  );
}
