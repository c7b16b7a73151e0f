import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PortalRequest } from '#shared/api/contracts/portal-lifecycle.ts';
import { slotText } from '#web/src/components/portal/portal-item-summary.tsx';
import { PortalSection } from '#web/src/components/portal/portal-section.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { acceptPortalMove } from '#web/src/features/portal-requests/api/accept-portal-move.ts';
import { cancelPortalRequest } from '#web/src/features/portal-requests/api/cancel-portal-request.ts';
import { usePortalRequests } from '#web/src/features/portal-requests/api/list-portal-requests.ts';
import { usePickTime } from '#web/src/features/portal-requests/hooks/use-pick-time.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { CancelRequestDialog } from './cancel-request-dialog.tsx';
import { PortalRequestCard } from './portal-request-card.tsx';
import { BookingsLink, emailedTime } from './proposed-times.tsx';

/**
 * The success message of cancelling `count` requests or accepting their new times:
 * `web.portal.requests.{cancelled,moveAcceptedToast}.{title,description}`,
 * singular or plural by `count` (i18next's `_one`/`_other`, like `web.feedback.*`).
 */
function successFeedback(
  tk: (key: string, values?: Record<string, unknown>) => string,
  outcome: 'cancelled' | 'moveAcceptedToast',
  count: number,
  artist: string,
): FeedbackMessage {
  const base = `web.portal.requests.${outcome}`;
  return {
    tone: 'success',
    title: tk(`${base}.title`, { count }),
    description: tk(`${base}.description`, { count, artist }),
  };
}

/**
 * The client's requests across every artist (spec: ongoing and declined, cancel with a popup).
 * Ongoing are the pending ones; the declined section also keeps the ones the client cancelled,
 * labelled so. Cancelling asks first, then says how it went with a title and a description (or
 * 'Erreur lors de l'annulation de la demande'); focus goes to that message, or back to the button
 * when the client keeps the request.
 */
export function PortalRequests({
  renderDesign,
}: {
  /** Composed by the route: the design shared on a pending request, if any (ADR 0090). */
  renderDesign?: (requestId: string) => ReactNode;
} = {}) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const locale = currentLocale(i18n);
  const { data, error, mutate } = usePortalRequests();
  // From the email's buttons: `?request=…&time=…` preselects that time (ADR 0087).
  const [params] = useSearchParams();
  const [cancelling, setCancelling] = useState<PortalRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();
  const cancelButtons = useRef(new Map<string, HTMLButtonElement>());
  const returnFocusTo = useRef<string | null>(null);

  useEffect(() => {
    if (cancelling || !returnFocusTo.current) return;
    cancelButtons.current.get(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [cancelling]);

  /** Puts the API's answer for one request in the list, without reading the list again. */
  const showAnswer = (answer: PortalRequest) =>
    mutate(
      (current) =>
        current && {
          requests: current.requests.map((item) => (item.requestId === answer.requestId ? answer : item)),
        },
      { revalidate: false },
    );

  const keep = () => {
    returnFocusTo.current = cancelling?.requestId ?? null;
    setCancelling(null);
  };

  const confirm = async () => {
    if (!cancelling) return;
    const request = cancelling;
    setBusy(true);
    setFeedback(null);
    try {
      const cancelled = await cancelPortalRequest(request.requestId);
      await showAnswer(cancelled);
      setFeedback(successFeedback(tk, 'cancelled', 1, request.artist.displayName));
    } catch (failure) {
      setFeedback({
        tone: 'error',
        title: t('web.portal.requests.cancelError'),
        description: isApiError(failure) ? failure.message : t('web.errors.unknown'),
      });
      // It may have changed meanwhile (accepted, declined): show it as it is now.
      void mutate();
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  const [accepting, setAccepting] = useState<string | null>(null);
  /** Takes the artist's new time: the artist is told by email and confirms the appointment. */
  const acceptMove = async (request: PortalRequest) => {
    setAccepting(request.requestId);
    setFeedback(null);
    try {
      const answered = await acceptPortalMove(request.requestId);
      await showAnswer(answered);
      setFeedback(successFeedback(tk, 'moveAcceptedToast', 1, request.artist.displayName));
    } catch (failure) {
      setFeedback({
        tone: 'error',
        title: t('web.portal.requests.acceptMoveError'),
        description: isApiError(failure) ? failure.message : t('web.errors.unknown'),
      });
      void mutate();
    } finally {
      setAccepting(null);
    }
  };

  const { picking, linked, pick } = usePickTime({ setFeedback, reload: () => void mutate() });
  const ongoing = data?.requests.filter((request) => request.status === 'pending') ?? [];
  const declined = data?.requests.filter((request) => request.status !== 'pending') ?? [];
  const when = cancelling ? slotText(cancelling.slot, locale) : undefined;

  return (
    <div className="stack portal-requests">
      {feedback && (
        <FeedbackNotice ref={feedbackRef} feedback={feedback}>
          {feedback === linked && <BookingsLink />}
        </FeedbackNotice>
      )}
      {error && <LoadError error={error} onRetry={mutate} />}
      {!data && !error && <PageLoader />}
      {data && data.requests.length === 0 && (
        // Accepted requests are appointments: the page says where they went, and leads there (unless
        // the notice of a time just picked already does).
        <div className="stack">
          <p className="muted">{t('web.portal.requests.empty')}</p>
          {!(feedback && feedback === linked) && <BookingsLink />}
        </div>
      )}
      {data && data.requests.length > 0 && (
        <>
          <PortalSection
            id="portal-requests-ongoing"
            title={t('web.portal.requests.ongoing')}
            count={ongoing.length}
            empty={t('web.portal.requests.ongoingEmpty')}
          >
            {ongoing.map((request) => (
              <PortalRequestCard
                key={request.requestId}
                request={request}
                onCancel={() => setCancelling(request)}
                onAcceptMove={() => void acceptMove(request)}
                accepting={accepting === request.requestId}
                onPick={(slotId) => void pick(request, slotId)}
                picking={picking === request.requestId}
                initialTime={emailedTime(params, request.requestId)}
                design={renderDesign?.(request.requestId)}
                cancelRef={(button) => {
                  if (button) cancelButtons.current.set(request.requestId, button);
                  else cancelButtons.current.delete(request.requestId);
                }}
              />
            ))}
          </PortalSection>
          <PortalSection
            id="portal-requests-declined"
            title={t('web.portal.requests.declined')}
            count={declined.length}
            empty={t('web.portal.requests.declinedEmpty')}
          >
            {declined.map((request) => (
              <PortalRequestCard key={request.requestId} request={request} />
            ))}
          </PortalSection>
        </>
      )}
      {cancelling && when && (
        <CancelRequestDialog
          artist={cancelling.artist.displayName}
          date={when.date}
          time={when.time}
          busy={busy}
          onConfirm={() => void confirm()}
          onKeep={keep}
        />
      )}
    </div>
  );
}
