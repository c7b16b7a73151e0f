import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useFocusedFeedback } from '../../../hooks/use-focused-feedback.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { usePortfolioFeedback } from '../hooks/use-portfolio-feedback.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { type Feedback, FeedbackAlert } from './feedback-alert.tsx';

type Kind = 'flash' | 'work';

/** The message keys of each kind, written out so they can be found (and checked) by name. */
const KEYS = {
  flash: {
    back: 'web.portfolio.flashes.back',
    notFound: 'web.portfolio.flashes.notFound',
    editPageTitle: 'web.portfolio.flashes.editPageTitle',
    editTitle: 'web.portfolio.flashes.editTitle',
  },
  work: {
    back: 'web.portfolio.works.back',
    notFound: 'web.portfolio.works.notFound',
    editPageTitle: 'web.portfolio.works.editPageTitle',
    editTitle: 'web.portfolio.works.editTitle',
  },
} as const satisfies Record<Kind, Record<string, string>>;

export interface EditItemPanelProps<T extends { title: string }, I> {
  kind: Kind;
  backPath: string;
  item: { data: T | undefined; error: ApiError | undefined; mutate: () => unknown };
  update: (input: I) => Promise<{ title: string }>;
  remove: () => Promise<unknown>;
  deleting: boolean;
  /** Called once the item is deleted, with the success message to show on the list. */
  onDeleted: (feedback: Feedback) => void;
  /** Called after each successful change (the route marks the public page edited). */
  onChanged?: (() => void) | undefined;
  /** The kind's form for `item`, with `onSubmit` and the delete button (its children) wired in. */
  renderForm: (
    item: T,
    form: { onSubmit: (input: I) => Promise<void>; deleteButton: ReactNode },
  ) => ReactNode;
}

/**
 * Edits one flash or realisation, or deletes it after a confirmation: loading, not found and retry
 * states, success and failure feedback (focused when shown), and the delete dialog.
 */
export function EditItemPanel<T extends { title: string }, I>({
  kind,
  backPath,
  item,
  update,
  remove,
  deleting,
  onDeleted,
  onChanged,
  renderForm,
}: EditItemPanelProps<T, I>) {
  const { t } = useTranslation();
  const { success, failure } = usePortfolioFeedback();
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<Feedback>();
  const [confirming, setConfirming] = useState(false);
  const keys = KEYS[kind];
  const { data, error, mutate } = item;

  const back = (
    <p>
      <Link to={backPath}>{t(keys.back)}</Link>
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
        onSubmit,
        deleteButton: (
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
