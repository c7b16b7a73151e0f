import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { applyFieldErrors, fieldErrorText } from '#web/src/lib/form-errors.ts';
import { useTranslateKey } from './use-translate-key.ts';

/**
 * A react-hook-form form's field errors both ways, for `fields` named as the API's paths: `apply`
 * puts an API failure's on them (`applyFieldErrors`), `text` reads one as the form shows it
 * (`fieldErrorText`: the API's as they came, the form's own translated).
 */
export function useFieldErrors<T extends FieldValues, Name extends FieldPath<T>>(
  form: Pick<UseFormReturn<T, unknown, never>, 'setError' | 'formState'>,
  fields: readonly Name[],
) {
  const tk = useTranslateKey();
  return {
    apply: (error: unknown) => applyFieldErrors(error, form.setError, fields),
    text: (name: Name) => fieldErrorText(tk, form.formState.errors[name]),
  };
}
