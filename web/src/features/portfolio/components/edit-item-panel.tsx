import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import {
  type PortfolioKind,
  usePortfolioFeedback,
} from '#web/src/features/portfolio/hooks/use-portfolio-feedback.ts';
import { PORTFOLIO_KINDS } from '#web/src/features/portfolio/utils/portfolio-kinds.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { type Feedback, FeedbackAlert } from './feedback-alert.tsx';

/** The kind's API hooks, one item by id: read, update, delete. */
interface EditItemHooks<T, I> {
  useItem: (id: string) => { data: T | undefined; error: ApiError | undefined; mutate: () => unknown };
  useUpdate: (id: string) => { trigger: (input: I) => Promise<{ title: string }> };
  useDelete: (id: string) => { trigger: () => Promise<unknown>; isMutating: boolean };
}

/** The props the edit panel gives the kind's form. */
interface EditFormProps<I> {
  submitLabel: string;
  onSubmit: (input: I) => Promise<void>;
  /** The delete button, beside the submit one. */
  children: ReactNode;
}

export interface EditItemPanelProps<T extends { title: string }, I> {
  kind: PortfolioKind;
  id: string;
  hooks: EditItemHooks<T, I>;
  /** Called once the item is deleted, with the success message to show on the list. */
  onDeleted: (feedback: Feedback) => void;
  /** Called after each successful change (the route marks the public page edited). */
  onChanged?: (() => void) | undefined;
  /** The kind's form for `item`, with the props that save it and the delete button. */
  renderForm: (item: T, form: EditFormProps<I>) => ReactNode;
}

/**
 * Edits one flash or realisation, or deletes it after a confirmation: loading, not found and retry
 * states, success and failure feedback (focused when shown), and the delete dialog.
 */
export function EditItemPanel<T extends { title: string }, I>({
  kind,
  id,
  hooks,
  onDeleted,
  onChanged,
  renderForm,
}: EditItemPanelProps<T, I>) {
  const { t } = useTranslation();
  const { success, failure } = usePortfolioFeedback();
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<Feedback>();
  const [confirming, setConfirming] = useState(false);
  const { keys, listPath } = PORTFOLIO_KINDS[kind];
  const { data, error, mutate } = hooks.useItem(id);
  const { trigger: update } = hooks.useUpdate(id);
  const { trigger: remove, isMutating: deleting } = hooks.useDelete(id);

  const back = (
    <p>
      <Link to={listPath}>{t(keys.back)}</Link>
    </p>
  );
  if (error?.status === 404) {
    return (
      <div className="stack">
        <Alert tone="error">{t(keys.notFound)}</Alert>
        {back}
      </div>
    );
  }
  if (error) return <LoadError error={error} onRetry={mutate} />;
  if (!data) return <PageLoader />;

  const confirmDelete = async () => {
    try {
      await remove();
      onChanged?.();
      onDeleted(success(kind, 'deleted', data.title));
    } catch (cause) {
      setConfirming(false);
      setFeedback(failure(kind, 'delete', cause));
    }
  };

  const onSubmit = async (input: I) => {
    setFeedback(null);
    try {
      const saved = await update(input);
      setFeedback(success(kind, 'updated', saved.title));
      onChanged?.();
    } catch (cause) {
      setFeedback(failure(kind, 'update', cause));
      throw cause;
    }
  };

  return (
    <div className="stack">
      <PageTitle page={t(keys.editPageTitle)} />
      {back}
      <h1>{t(keys.editTitle, { title: data.title })}</h1>
      {feedback && <FeedbackAlert ref={feedbackRef} feedback={feedback} />}
      {renderForm(data, {
        submitLabel: t('web.portfolio.form.save'),
        onSubmit,
        children: (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('web.portfolio.form.delete')}
          </Button>
        ),
      })}
      {confirming && (
        <ConfirmDeleteDialog
          kind={kind}
          title={data.title}
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
