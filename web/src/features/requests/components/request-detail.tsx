import { appPaths, pathTo } from '#web/src/app/paths.ts';
import './requests.css';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Currency } from '#shared/domain/money.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyRequest } from '#web/src/features/requests/api/get-my-request.ts';
import { useLocale } from '#web/src/features/requests/hooks/use-locale.ts';
import type { ActionFeedback } from '#web/src/features/requests/hooks/use-request-feedback.ts';
import { clientName } from '#web/src/features/requests/utils/request-text.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { formatInstant } from '#web/src/lib/instants.ts';
import { ActionNotice } from './action-notice.tsx';
import { ClientDetails } from './client-details.tsx';
import { ProposalBadge, ProposalNote, WaitingBadge } from './proposal-note.tsx';
import { ReferenceImages } from './reference-images.tsx';
import { type RenderMoveDialog, RequestActions } from './request-actions.tsx';
import { RequestFacts } from './request-facts.tsx';
import { RequestHistory } from './request-history.tsx';
import { StatusBadge } from './status-badge.tsx';

interface RequestDetailProps {
  requestId: string;
  currency: Currency;
  hourFormat?: '12' | '24' | undefined;
  moveDialog: RenderMoveDialog;
  /** The list's search to go back to (its filters), '' for the default list. */
  backSearch: string;
  /** What the client's card offers besides writing (blocking, composed by the route). */
  clientActions?: (client: { requestId: string; name: string }) => React.ReactNode;
  /** A panel composed by the route beside the project (the design shared with the client, ADR 0090). */
  designPanel?: React.ReactNode;
}

/**
 * `/app/requests/{uuid}`: the slot and where, the project with the client's images, the client's
 * details, the history, and the answers while it is pending. Another artist's request is not found.
 */
export function RequestDetail({
  requestId,
  currency,
  hourFormat,
  moveDialog,
  backSearch,
  clientActions,
  designPanel,
}: RequestDetailProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: request, error, mutate } = useMyRequest(requestId);
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<ActionFeedback>();

  const back = (
    <p>
      <Link to={`${appPaths.requests}${backSearch}`}>{t('web.requests.detail.back')}</Link>
    </p>
  );
  if (error?.status === 404) {
    return (
      <div className="stack">
        <PageTitle page={t('web.requests.detail.notFoundTitle')} />
        <h1>{t('web.requests.detail.notFoundTitle')}</h1>
        <Alert tone="error">{t('web.requests.detail.notFound')}</Alert>
        {back}
      </div>
    );
  }
  if (error && !request) {
    return (
      <LoadError error={error} onRetry={mutate}>
        {back}
      </LoadError>
    );
  }
  if (!request) return <PageLoader />;

  const name = clientName(request.client);
  const { project } = request;
  return (
    <div className="stack request-detail">
      <PageTitle page={t('web.requests.detail.pageTitle', { name })} />
      {back}
      <header className="request-detail__head">
        <h1>{t('web.requests.detail.title', { name })}</h1>
        <StatusBadge status={request.status} />
        {request.proposal && <ProposalBadge proposal={request.proposal} />}
        {request.awaitingClientSince && <WaitingBadge />}
        <p className="muted">
          {t('web.requests.received', {
            date: formatInstant(request.createdAt, locale, request.slot.timezone, hourFormat),
          })}
        </p>
      </header>
      {feedback && <ActionNotice feedback={feedback} ref={feedbackRef} />}
      {request.status === 'refused' && request.refuseReason && (
        <p>
          <strong>{t('web.requests.refuseReason')}</strong> {request.refuseReason}
        </p>
      )}
      {request.status === 'accepted' && request.bookingId && !feedback?.bookingId && (
        <p>
          <Link to={pathTo(appPaths.booking, { id: request.bookingId })}>
            {t('web.requests.feedback.seeBooking')}
          </Link>
        </p>
      )}
      {request.proposal && (
        <ProposalNote request={{ ...request, proposal: request.proposal }} hourFormat={hourFormat} />
      )}
      <RequestActions
        request={request}
        currency={currency}
        hourFormat={hourFormat}
        moveDialog={moveDialog}
        onDone={(outcome) => setFeedback(outcome.feedback)}
      />
      <div className="request-detail__grid">
        <section className="card stack" aria-labelledby="request-slot">
          <h2 id="request-slot">{t('web.requests.detail.slot')}</h2>
          <RequestFacts request={request} hourFormat={hourFormat} />
        </section>
        <section className="card stack" aria-labelledby="request-project">
          <h2 id="request-project">{t('web.requests.detail.project')}</h2>
          {project.text ? (
            <p className="request-card__text request-card__text--full">{project.text}</p>
          ) : (
            <p className="muted">{t('web.requests.detail.noText')}</p>
          )}
          <h3>{t('web.requests.images.title')}</h3>
          <ReferenceImages images={project.referenceImages} variant="gallery" />
        </section>
        {designPanel}
        <section className="card stack" aria-labelledby="request-client">
          <h2 id="request-client">{t('web.requests.detail.client')}</h2>
          <ClientDetails client={request.client} />
          <div>
            <ButtonLink
              variant="secondary"
              to={`${pathTo(appPaths.messages, {})}?request=${encodeURIComponent(request.requestId)}`}
            >
              <MessageCircle aria-hidden="true" size={18} />
              {t('web.messageLinks.write')}
            </ButtonLink>
          </div>
          {clientActions?.({ requestId: request.requestId, name })}
        </section>
        <section className="card stack" aria-labelledby="request-history">
          <h2 id="request-history">{t('web.requests.detail.history')}</h2>
          <RequestHistory
            history={request.history}
            clientName={name}
            timezone={request.slot.timezone}
            hourFormat={hourFormat}
          />
        </section>
      </div>
    </div>
  );
}
