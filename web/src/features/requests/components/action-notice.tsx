import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { appPaths, pathTo } from '#web/src/app/paths.ts';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import type { ActionFeedback } from '#web/src/features/requests/hooks/use-request-feedback.ts';

/** The outcome of an answer; after an accept, the way to the booking it became. */
export function ActionNotice({ feedback, ref }: { feedback: ActionFeedback; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  return (
    <FeedbackNotice feedback={feedback} ref={ref}>
      {feedback.bookingId && (
        <p>
          <Link to={pathTo(appPaths.booking, { id: feedback.bookingId })}>
            {t('web.requests.feedback.seeBooking')}
          </Link>
        </p>
      )}
    </FeedbackNotice>
  );
}
