import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '#web/src/lib/api-error.ts';
import { formFieldOf } from './portfolio-form-values.ts';

/**
 * Puts the API's field errors on the portfolio forms (`priceCents` on the price, `imageIds.2` on the
 * images, …); the first one takes the focus. Returns whether any was placed.
 */
export function applyPortfolioFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const fieldError of error.fields) {
    const name = fields.find((field) => field === formFieldOf(fieldError.path));
    if (!name) continue;
    setError(name, { type: 'server', message: fieldError.message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
