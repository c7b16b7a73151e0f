import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useFocusedFeedback } from '../../../hooks/use-focused-feedback.ts';
import { useCreateWork } from '../api/create-work.ts';
import { useMyWorks } from '../api/list-my-works.ts';
import { usePortfolioFeedback } from '../hooks/use-portfolio-feedback.ts';
import { EMPTY_WORK_FORM } from '../utils/portfolio-form-values.ts';
import { type Feedback, FeedbackAlert } from './feedback-alert.tsx';
import { MyWorkList } from './my-work-list.tsx';
import { WorkForm } from './work-form.tsx';

interface MyWorksPanelProps {
  /** A message brought from another page (the work just deleted). */
  notice?: Feedback | undefined;
  /** Called after each successful change (the route marks the public page edited). */
  onChanged?: () => void;
}

/** `/app/profile/done`: the artist's realisations and the form that adds one. */
export function MyWorksPanel({ notice, onChanged }: MyWorksPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error, mutate } = useMyWorks();
  const { trigger } = useCreateWork();
  const { success, failure } = usePortfolioFeedback();
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<Feedback>();

  return (
    <div className="stack">
      {notice && <FeedbackAlert feedback={notice} />}
      {error ? (
        <LoadError error={error} onRetry={mutate} />
      ) : data ? (
        <MyWorkList works={data.items} />
      ) : (
        <PageLoader />
      )}
      <section className="stack section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('web.portfolio.works.add')}</h2>
        {feedback && <FeedbackAlert ref={feedbackRef} feedback={feedback} />}
        <WorkForm
          defaultValues={EMPTY_WORK_FORM}
          submitLabel={t('web.portfolio.form.create')}
          resetOnSuccess
          onSubmit={async (input) => {
            setFeedback(null);
            try {
              const work = await trigger(input);
              setFeedback(success('work', 'created', work.title));
              onChanged?.();
            } catch (cause) {
              setFeedback(failure('work', 'create', cause));
              throw cause;
            }
          }}
        />
      </section>
    </div>
  );
}
