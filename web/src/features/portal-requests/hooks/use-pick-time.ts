import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalRequest } from '#shared/api/contracts/portal-lifecycle.ts';
import { slotText } from '#web/src/components/portal/portal-item-summary.tsx';
import { pickPortalTime } from '#web/src/features/portal-requests/api/pick-portal-time.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

/**
 * Takes one of the artist's proposed times (ADR 0087): the request becomes the booking at once, and
 * the message says so. A second tab that picked first (409 `time_already_picked`) is said plainly.
 * `linked` is the message that leads on to the booking (made here, or by the tab that won).
 */
export function usePickTime({
  setFeedback,
  reload,
}: {
  setFeedback: (message: FeedbackMessage | null) => void;
  /** Shows the requests as they are now (picked here or elsewhere, lapsed, changed). */
  reload: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const [picking, setPicking] = useState<string | null>(null);
  const [linked, setLinked] = useState<FeedbackMessage | null>(null);
  const say = (message: FeedbackMessage, toBooking: boolean) => {
    setLinked(toBooking ? message : null);
    setFeedback(message);
  };

  const pick = async (request: PortalRequest, slotId: string) => {
    setPicking(request.requestId);
    setFeedback(null);
    try {
      const booking = await pickPortalTime(request.requestId, slotId);
      const when = slotText(booking.slot, locale);
      const values = { artist: request.artist.displayName, date: when.date, time: when.time };
      say(
        {
          tone: 'success',
          title: t('web.portal.requests.proposal.picked'),
          description: t('web.portal.requests.proposal.pickedText', values),
        },
        true,
      );
    } catch (failure) {
      say(
        {
          tone: 'error',
          title: t('web.portal.requests.proposal.pickError'),
          description: isApiError(failure) ? failure.message : t('web.errors.unknown'),
        },
        isApiError(failure) && failure.code === 'time_already_picked',
      );
    } finally {
      setPicking(null);
      reload();
    }
  };
  return { picking, linked, pick };
}
