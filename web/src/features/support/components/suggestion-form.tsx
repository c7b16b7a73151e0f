import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { suggestionInput } from '#shared/api/contracts/support.ts';
import { SUGGESTION_DESCRIPTION_MAX, SUGGESTION_TITLE_MAX } from '#shared/domain/support.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';
import { createSuggestion } from '#web/src/features/support/api/create-suggestion.ts';
import { useFieldErrors } from '#web/src/hooks/use-field-errors.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { randomUUIDv4 } from '#web/src/lib/random-id.ts';
import { showToast } from '#web/src/lib/toasts.ts';

const schema = suggestionInput.omit({ suggestionId: true });
type Values = { title: string; description: string };

/** A new suggestion: a title and what it is for. It joins the waiting list. */
export function SuggestionForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  // One id per suggestion: a retry after a lost answer makes the same one.
  const suggestionId = useRef(randomUUIDv4());
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', description: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;
  const fieldErrors = useFieldErrors(form, ['title', 'description']);

  const submit = handleSubmit(async (values) => {
    try {
      await createSuggestion({ ...values, suggestionId: suggestionId.current });
      suggestionId.current = randomUUIDv4();
      reset({ title: '', description: '' });
      showToast({
        tone: 'success',
        title: t('web.support.suggestions.success'),
        description: t('web.support.suggestions.successText'),
      });
      onSent();
    } catch (error) {
      fieldErrors.apply(error);
      showToast({
        tone: 'error',
        title: t('web.support.suggestions.error'),
        description: isApiError(error) ? error.message : t('web.errors.unknown'),
      });
    }
  });

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <TextField
        label={t('web.support.suggestions.titleField')}
        required
        maxLength={SUGGESTION_TITLE_MAX}
        error={fieldErrors.text('title')}
        {...register('title')}
      />
      <TextareaField
        label={t('web.support.suggestions.description')}
        required
        rows={4}
        maxLength={SUGGESTION_DESCRIPTION_MAX}
        hint={t('web.support.suggestions.descriptionHint')}
        error={fieldErrors.text('description')}
        {...register('description')}
      />
      <div>
        <Button type="submit" busy={isSubmitting} busyLabel={t('web.common.sending')}>
          {t('web.support.suggestions.submit')}
        </Button>
      </div>
    </form>
  );
}
