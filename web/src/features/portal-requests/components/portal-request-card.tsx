import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalRequest } from '#shared/api/contracts/portal-lifecycle.ts';
import {
  PortalArtistLink,
  PortalItemSummary,
  slotText,
} from '#web/src/components/portal/portal-item-summary.tsx';
import { PortalMessageLink } from '#web/src/components/portal/portal-message-link.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { ProposedTimes } from './proposed-times.tsx';

interface PortalRequestCardProps {
  request: PortalRequest;
  /** Offered while the request is pending. */
  onCancel?: () => void;
  cancelRef?: Ref<HTMLButtonElement>;
  /** Offered while the artist's new time awaits the client's answer. */
  onAcceptMove?: () => void;
  /** While the answer is being sent. */
  accepting?: boolean;
  /** Offered while the artist's proposed times are open: the client picks one (ADR 0087). */
  onPick?: (slotId: string) => void;
  picking?: boolean;
  /** The time the client chose in the email, preselected. */
  initialTime?: string | undefined;
  /** Composed by the route: the design shared on this request (ADR 0090). */
  design?: ReactNode;
}

/**
 * One request: the artist, its status, the project, the date and time, the city; cancel if pending.
 * A request the artist moved asks for an answer: accept the new time, or cancel (issue 15, item 3).
 */
export function PortalRequestCard({
  request,
  onCancel,
  cancelRef,
  onAcceptMove,
  accepting = false,
  onPick,
  picking = false,
  initialTime,
  design,
}: PortalRequestCardProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const headingId = `portal-request-${request.requestId}`;
  const statuses = {
    pending: t('web.portal.requests.status.pending'),
    refused: t('web.portal.requests.status.refused'),
    canceled: t('web.portal.requests.status.canceled'),
  };
  const sentOn = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(request.createdAt));
  /** Who and when, for the actions' accessible names. */
  const slotOf = { artist: request.artist.displayName, date: slotText(request.slot, locale).date };
  return (
    <li>
      <article className="portal-item" aria-labelledby={headingId}>
        <div className="portal-item__header">
          <PortalArtistLink artist={request.artist} headingId={headingId} />
          <span className={`badge portal-status portal-status--${request.status}`}>
            {statuses[request.status]}
          </span>
        </div>
        <PortalItemSummary
          artist={request.artist}
          project={request.project}
          slot={request.slot}
          location={request.location}
        />
        {request.refuseReason && (
          <p className="portal-item__reason">
            {t('web.portal.requests.reason', { reason: request.refuseReason })}
          </p>
        )}
        {request.moveAnswer && (
          <p className={`portal-item__move portal-item__move--${request.moveAnswer}`} role="note">
            {t(`web.portal.requests.${request.moveAnswer === 'awaiting' ? 'moveProposed' : 'moveAccepted'}`, {
              artist: request.artist.displayName,
            })}
          </p>
        )}
        {request.status === 'pending' && request.awaitingClient && (
          <p className="portal-item__move" role="note">
            {t('web.portal.requests.awaitingClient', { artist: request.artist.displayName })}
          </p>
        )}
        {request.status === 'pending' && request.proposal && onPick && (
          <ProposedTimes
            request={{ ...request, proposal: request.proposal }}
            initialTime={initialTime}
            picking={picking}
            onPick={onPick}
          />
        )}
        <p className="muted">{t('web.portal.requests.sentOn', { date: sentOn })}</p>
        {!request.artist.deleted && (
          <PortalMessageLink pseudo={request.artist.pseudo} name={request.artist.displayName} />
        )}
        {design}
        {request.status === 'pending' && onCancel && (
          <p className="portal-item__actions">
            {request.moveAnswer === 'awaiting' && onAcceptMove && (
              <Button
                onClick={onAcceptMove}
                disabled={accepting}
                aria-label={t('web.portal.requests.acceptMoveLabel', slotOf)}
              >
                {t('web.portal.requests.acceptMove')}
              </Button>
            )}
            <Button
              ref={cancelRef}
              variant="secondary"
              onClick={onCancel}
              aria-label={t('web.portal.requests.cancelLabel', slotOf)}
            >
              {t('web.portal.requests.cancel')}
            </Button>
          </p>
        )}
      </article>
    </li>
  );
}
