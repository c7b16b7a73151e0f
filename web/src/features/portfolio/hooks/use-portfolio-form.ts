import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldPath, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyPortfolioFieldErrors } from '#web/src/features/portfolio/utils/apply-field-errors.ts';

export interface PortfolioFormOptions<V extends FieldValues, O> {
  schema: z.ZodType<O, V>;
  defaultValues: DefaultValues<V>;
  /** The fields the API's field errors may name. */
  fields: readonly FieldPath<V>[];
  /** Sends the body; a rejection with field errors puts them on the fields. */
  onSubmit: (input: O) => Promise<void>;
  /** Clears the form after a successful submit (the create forms). */
  resetOnSuccess?: boolean | undefined;
}

export type PortfolioForm<V extends FieldValues, O> = ReturnType<typeof usePortfolioForm<V, O>>;

/** A flash's or a work's form state, and its submit: sends, then resets or places the API's field errors. */
export function usePortfolioForm<V extends FieldValues, O>({
  schema,
  defaultValues,
  fields,
  onSubmit,
  resetOnSuccess,
}: PortfolioFormOptions<V, O>) {
  const form = useForm<V, unknown, O>({ resolver: zodResolver(schema), defaultValues });
  const { handleSubmit, setError, reset } = form;
  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      if (resetOnSuccess) reset(defaultValues);
    } catch (error) {
      applyPortfolioFieldErrors(error, setError, fields);
    }
  });
  return { ...form, submit };
}
