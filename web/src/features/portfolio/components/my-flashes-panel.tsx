import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../../../shared/domain/money.ts';
import type { MeasurementUnit } from '../../../../../shared/domain/units.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useFocusedFeedback } from '../../../hooks/use-focused-feedback.ts';
import { useCreateFlash } from '../api/create-flash.ts';
import { useMyFlashes } from '../api/list-my-flashes.ts';
import { usePortfolioFeedback } from '../hooks/use-portfolio-feedback.ts';
import { EMPTY_FLASH_FORM } from '../utils/portfolio-form-values.ts';
import { type Feedback, FeedbackAlert } from './feedback-alert.tsx';
import { FlashForm } from './flash-form.tsx';
import { MyFlashList } from './my-flash-list.tsx';

interface MyFlashesPanelProps {
  unit: MeasurementUnit;
  currency: Currency;
  /** A message brought from another page (the flash just deleted). */
  notice?: Feedback | undefined;
  /** Called after each successful change (the route marks the public page edited). */
  onChanged?: () => void;
}

/** `/app/profile/flashs`: the artist's flashes and the form that adds one. */
export function MyFlashesPanel({ unit, currency, notice, onChanged }: MyFlashesPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error, mutate } = useMyFlashes();
  const { trigger } = useCreateFlash();
  const { success, failure } = usePortfolioFeedback();
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<Feedback>();

  return (
    <div className="stack">
      {notice && <FeedbackAlert feedback={notice} />}
      {error ? (
        <LoadError error={error} onRetry={mutate} />
      ) : data ? (
        <MyFlashList flashes={data.items} unit={unit} />
      ) : (
        <PageLoader />
      )}
      <section className="stack section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('web.portfolio.flashes.add')}</h2>
        {feedback && <FeedbackAlert ref={feedbackRef} feedback={feedback} />}
        <FlashForm
          unit={unit}
          currency={currency}
          defaultValues={EMPTY_FLASH_FORM}
          submitLabel={t('web.portfolio.form.create')}
          resetOnSuccess
          onSubmit={async (input) => {
            setFeedback(null);
            try {
              const flash = await trigger(input);
              setFeedback(success('flash', 'created', flash.title));
              onChanged?.();
            } catch (cause) {
              setFeedback(failure('flash', 'create', cause));
              throw cause;
            }
          }}
        />
      </section>
    </div>
  );
}
