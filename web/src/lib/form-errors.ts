import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';

/**
 * Puts the API's field errors on a react-hook-form form (`type: 'server'`: the message is already
 * localized), the focus on the first. The form's fields are named as the API's paths (`fieldNames`),
 * or found from them (`fieldOf`, where the form's names differ). Returns whether any field took one;
 * the caller shows the rest as a form error.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[] | ((apiPath: string) => FieldPath<T> | undefined),
): boolean {
  if (!(error instanceof ApiError)) return false;
  const fieldOf =
    typeof fields === 'function' ? fields : (path: string) => fields.find((candidate) => candidate === path);
  let applied = false;
  for (const field of error.fields) {
    const name = fieldOf(field.path);
    if (!name) continue;
    setError(name, { type: 'server', message: field.message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/**
 * The text of a field's error: the API's are already localized (`type: 'server'`), the forms'
 * own (zod) carry an i18n key such as `validation.emailInvalid`.
 */
export function fieldErrorText(
  t: (key: string) => string,
  error: { type?: unknown; message?: unknown } | undefined,
): string | undefined {
  if (!error || typeof error.message !== 'string' || !error.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message);
}
