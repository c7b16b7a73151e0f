import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Currency } from '../../../../../shared/domain/money.ts';
import type { MeasurementUnit } from '../../../../../shared/domain/units.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useDeleteFlash } from '../api/delete-flash.ts';
import { useMyFlash } from '../api/get-my-flash.ts';
import { useUpdateFlash } from '../api/update-flash.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { usePortfolioFeedback } from '../hooks/use-portfolio-feedback.ts';
import { flashFormValues } from '../utils/portfolio-form-values.ts';
import { MY_FLASHES_PATH } from '../utils/portfolio-paths.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { type Feedback, FeedbackAlert } from './feedback-alert.tsx';
import { FlashForm } from './flash-form.tsx';

interface EditFlashPanelProps {
  flashId: string;
  unit: MeasurementUnit;
  currency: Currency;
  /** Called once the flash is deleted, with the success message to show on the list. */
  onDeleted: (feedback: Feedback) => void;
  /** Called after each successful change (the route marks the public page edited). */
  onChanged?: () => void;
}

/** `/app/profile/flashs/{id}`: edits one flash, or deletes it after a confirmation. */
export function EditFlashPanel({ flashId, unit, currency, onDeleted, onChanged }: EditFlashPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: flash, error, mutate } = useMyFlash(flashId);
  const { trigger: update } = useUpdateFlash(flashId);
  const { trigger: remove, isMutating: deleting } = useDeleteFlash(flashId);
  const { success, failure } = usePortfolioFeedback();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [confirming, setConfirming] = useState(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (feedback) feedbackRef.current?.focus();
  }, [feedback]);

  const back = (
    <p>
      <Link to={MY_FLASHES_PATH}>{t('web.portfolio.flashes.back')}</Link>
    </p>
  );
  if (error?.status === 404) {
    return (
      <div className="stack">
        <Alert tone="error">{t('web.portfolio.flashes.notFound')}</Alert>
        {back}
      </div>
    );
  }
  if (error) {
    return (
      <div className="stack">
        <Alert tone="error">{error.message}</Alert>
        <p>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('web.common.retry')}
          </Button>
        </p>
      </div>
    );
  }
  if (!flash) return <PageLoader />;

  const confirmDelete = async () => {
    try {
      await remove();
      onChanged?.();
      onDeleted(success('flash', 'deleted', flash.title));
    } catch (cause) {
      setConfirming(false);
      setFeedback(failure('flash', 'delete', cause));
    }
  };

  return (
    <div className="stack">
      <PageTitle page={t('web.portfolio.flashes.editPageTitle')} />
      {back}
      <h1>{t('web.portfolio.flashes.editTitle', { title: flash.title })}</h1>
      {feedback && <FeedbackAlert ref={feedbackRef} feedback={feedback} />}
      <FlashForm
        key={flash.flashId}
        unit={unit}
        currency={currency}
        previousCurrency={flash.currency}
        defaultValues={flashFormValues(flash, unit, locale)}
        submitLabel={t('web.portfolio.form.save')}
        onSubmit={async (input) => {
          setFeedback(null);
          try {
            const saved = await update(input);
            setFeedback(success('flash', 'updated', saved.title));
            onChanged?.();
          } catch (cause) {
            setFeedback(failure('flash', 'update', cause));
            throw cause;
          }
        }}
      >
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('web.portfolio.form.delete')}
        </Button>
      </FlashForm>
      {confirming && (
        <ConfirmDeleteDialog
          kind="flash"
          title={flash.title}
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
