import { useCallback } from 'react';
import type { Feedback } from '#web/src/features/portfolio/components/feedback-alert.tsx';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { isApiError } from '#web/src/lib/api-error.ts';

export type PortfolioKind = 'flash' | 'work';

/**
 * The spec's messages for flashes and works: a success has a title and a description (singular or
 * plural by `count`), a failure reads "Une erreur est survenue lors de la création du flash" with
 * the API's own explanation below it.
 */
export function usePortfolioFeedback() {
  const tk = useTranslateKey();
  const success = useCallback(
    (
      kind: PortfolioKind,
      outcome: 'created' | 'updated' | 'deleted',
      title: string,
      count = 1,
    ): Feedback => ({
      tone: 'success',
      title: tk(`web.feedback.${kind}.${outcome}.title`, { count }),
      description: tk(`web.feedback.${kind}.${outcome}.description`, { count, title }),
    }),
    [tk],
  );
  const failure = useCallback(
    (kind: PortfolioKind, action: 'create' | 'update' | 'delete', error: unknown): Feedback => ({
      tone: 'error',
      title: tk(`web.feedback.${kind}.${action}Error`),
      description: isApiError(error) ? error.message : tk('web.errors.unknown'),
    }),
    [tk],
  );
  return { success, failure };
}
