import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import {
  type PortfolioKind,
  usePortfolioFeedback,
} from '#web/src/features/portfolio/hooks/use-portfolio-feedback.ts';
import { PORTFOLIO_KINDS } from '#web/src/features/portfolio/utils/portfolio-kinds.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { type Feedback, FeedbackAlert } from './feedback-alert.tsx';

/** The props the list panel gives the kind's create form. */
interface CreateFormProps<I> {
  submitLabel: string;
  resetOnSuccess: true;
  onSubmit: (input: I) => Promise<void>;
}

export interface PortfolioListPanelProps<T, I> {
  kind: PortfolioKind;
  list: { data: { items: T[] } | undefined; error: ApiError | undefined; mutate: () => unknown };
  create: (input: I) => Promise<{ title: string }>;
  /** A message brought from another page (the item just deleted). */
  notice?: Feedback | undefined;
  /** Called after each successful change (the route marks the public page edited). */
  onChanged?: (() => void) | undefined;
  renderList: (items: T[]) => ReactNode;
  /** The kind's form, empty, with the props that create the item. */
  renderForm: (form: CreateFormProps<I>) => ReactNode;
}

/**
 * The artist's flashes or realisations and the form that adds one: loading and retry states, and
 * success and failure feedback (focused when shown).
 */
export function PortfolioListPanel<T, I>({
  kind,
  list,
  create,
  notice,
  onChanged,
  renderList,
  renderForm,
}: PortfolioListPanelProps<T, I>) {
  const { t } = useTranslation();
  const headingId = useId();
  const { success, failure } = usePortfolioFeedback();
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<Feedback>();
  const { data, error, mutate } = list;

  const onSubmit = async (input: I) => {
    setFeedback(null);
    try {
      const created = await create(input);
      setFeedback(success(kind, 'created', created.title));
      onChanged?.();
    } catch (cause) {
      setFeedback(failure(kind, 'create', cause));
      throw cause;
    }
  };

  return (
    <div className="stack">
      {notice && <FeedbackAlert feedback={notice} />}
      {error ? <LoadError error={error} onRetry={mutate} /> : data ? renderList(data.items) : <PageLoader />}
      <section className="stack section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t(PORTFOLIO_KINDS[kind].keys.add)}</h2>
        {feedback && <FeedbackAlert ref={feedbackRef} feedback={feedback} />}
        {renderForm({ submitLabel: t('web.portfolio.form.create'), resetOnSuccess: true, onSubmit })}
      </section>
    </div>
  );
}
