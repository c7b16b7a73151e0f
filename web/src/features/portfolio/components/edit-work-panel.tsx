import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useDeleteWork } from '../api/delete-work.ts';
import { useMyWork } from '../api/get-my-work.ts';
import { useUpdateWork } from '../api/update-work.ts';
import { usePortfolioFeedback } from '../hooks/use-portfolio-feedback.ts';
import { workFormValues } from '../utils/portfolio-form-values.ts';
import { MY_WORKS_PATH } from '../utils/portfolio-paths.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { type Feedback, FeedbackAlert } from './feedback-alert.tsx';
import { WorkForm } from './work-form.tsx';

interface EditWorkPanelProps {
  workId: string;
  /** Called once the work is deleted, with the success message to show on the list. */
  onDeleted: (feedback: Feedback) => void;
  /** Called after each successful change (the route marks the public page edited). */
  onChanged?: () => void;
}

/** `/app/profile/done/{id}`: edits one realisation, or deletes it after a confirmation. */
export function EditWorkPanel({ workId, onDeleted, onChanged }: EditWorkPanelProps) {
  const { t } = useTranslation();
  const { data: work, error, mutate } = useMyWork(workId);
  const { trigger: update } = useUpdateWork(workId);
  const { trigger: remove, isMutating: deleting } = useDeleteWork(workId);
  const { success, failure } = usePortfolioFeedback();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [confirming, setConfirming] = useState(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (feedback) feedbackRef.current?.focus();
  }, [feedback]);

  const back = (
    <p>
      <Link to={MY_WORKS_PATH}>{t('web.portfolio.works.back')}</Link>
    </p>
  );
  if (error?.status === 404) {
    return (
      <div className="stack">
        <Alert tone="error">{t('web.portfolio.works.notFound')}</Alert>
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
  if (!work) return <PageLoader />;

  const confirmDelete = async () => {
    try {
      await remove();
      onChanged?.();
      onDeleted(success('work', 'deleted', work.title));
    } catch (cause) {
      setConfirming(false);
      setFeedback(failure('work', 'delete', cause));
    }
  };

  return (
    <div className="stack">
      <PageTitle page={t('web.portfolio.works.editPageTitle')} />
      {back}
      <h1>{t('web.portfolio.works.editTitle', { title: work.title })}</h1>
      {feedback && <FeedbackAlert ref={feedbackRef} feedback={feedback} />}
      <WorkForm
        key={work.workId}
        defaultValues={workFormValues(work)}
        submitLabel={t('web.portfolio.form.save')}
        onSubmit={async (input) => {
          setFeedback(null);
          try {
            const saved = await update(input);
            setFeedback(success('work', 'updated', saved.title));
            onChanged?.();
          } catch (cause) {
            setFeedback(failure('work', 'update', cause));
            throw cause;
          }
        }}
      >
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('web.portfolio.form.delete')}
        </Button>
      </WorkForm>
      {confirming && (
        <ConfirmDeleteDialog
          kind="work"
          title={work.title}
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
