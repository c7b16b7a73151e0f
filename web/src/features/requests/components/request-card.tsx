import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import { appPaths, pathTo } from '#web/src/app/paths.ts';
import { useLocale } from '#web/src/features/requests/hooks/use-locale.ts';
import { clientName } from '#web/src/features/requests/utils/request-text.ts';
import { formatInstant } from '#web/src/lib/instants.ts';
import { ProposalBadge, ProposalNote, WaitingBadge } from './proposal-note.tsx';
import { ReferenceImages } from './reference-images.tsx';
import { RequestFacts } from './request-facts.tsx';
import { StatusBadge } from './status-badge.tsx';

interface RequestCardProps {
  request: RequestView;
  hourFormat?: '12' | '24' | undefined;
  /** The heading takes the focus when the stack shows the next request. */
  headingRef?: Ref<HTMLHeadingElement>;
  headingId?: string;
  /** The list's address, for the detail page's way back. */
  backSearch: string;
}

/** One request as the stack shows it: who, when, where, what, the images and the way to the detail. */
export function RequestCard({ request, hourFormat, headingRef, headingId, backSearch }: RequestCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { client, project } = request;
  const name = clientName(client);
  const about = [
    t(`web.requests.client.years`, { count: client.age }),
    client.alreadyTattooed ? t('web.requests.card.tattooed') : t('web.requests.card.firstTattoo'),
    client.instagram && `@${client.instagram.replace(/^@/, '')}`,
  ].filter(Boolean);
  return (
    <article className="card request-card">
      <header className="request-card__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {name}
        </h2>
        {request.status !== 'pending' && <StatusBadge status={request.status} />}
        {request.proposal && <ProposalBadge proposal={request.proposal} />}
        {request.awaitingClientSince && <WaitingBadge />}
        <p className="muted">
          {t('web.requests.received', {
            date: formatInstant(request.createdAt, locale, request.slot.timezone, hourFormat),
          })}
        </p>
      </header>
      <RequestFacts request={request} hourFormat={hourFormat} />
      {request.proposal && (
        <ProposalNote request={{ ...request, proposal: request.proposal }} hourFormat={hourFormat} />
      )}
      {project.text && <p className="request-card__text">{project.text}</p>}
      {project.referenceImages.length > 0 && (
        <ReferenceImages images={project.referenceImages} variant="thumbs" />
      )}
      <p className="muted">{about.join(' · ')}</p>
      {request.refuseReason && (
        <p>
          <strong>{t('web.requests.refuseReason')}</strong> {request.refuseReason}
        </p>
      )}
      <p>
        <Link to={pathTo(appPaths.request, { id: request.requestId })} state={{ back: backSearch }}>
          {t('web.requests.card.details', { name })}
        </Link>
      </p>
    </article>
  );
}
