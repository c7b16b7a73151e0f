import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, get, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authErrorKey } from '#web/src/features/auth/utils/auth-error.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { fieldErrorText } from '#web/src/lib/form-errors.ts';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

interface AuthFormOptions<S extends FormSchema> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * Runs the Cognito call with the parsed values; a thrown error becomes the form's failure (its
   * translated message). `setFailure` shows another message (an outcome that is not an error).
   */
  onSubmit: (values: z.output<S>, helpers: { setFailure: (message: string | null) => void }) => Promise<void>;
}

/**
 * The react-hook-form API of an auth form validated by `schema`, plus: `submit` (clears the failure,
 * runs `onSubmit`), `failure` (the message to show, already translated), `failWith` (shows the
 * message of a failed Cognito call) and `fieldError(name)` (the translated error of a field).
 */
export function useAuthForm<S extends FormSchema>({ schema, defaultValues, onSubmit }: AuthFormOptions<S>) {
  const tk = useTranslateKey();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });

  const failWith = (error: unknown) => setFailure(tk(authErrorKey(error)));

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values, { setFailure });
    } catch (error) {
      failWith(error);
    }
  });

  const fieldError = (name: FieldPath<z.input<S>>) => fieldErrorText(tk, get(form.formState.errors, name));

  return { ...form, submit, failure, setFailure, failWith, fieldError };
}
