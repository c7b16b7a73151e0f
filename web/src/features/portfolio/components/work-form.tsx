import './portfolio.css';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WorkInput } from '../../../../../shared/api/contracts/portfolio.ts';
import { WORK_TYPES } from '../../../../../shared/domain/work-types.ts';
import { ImageUpload } from '../../../components/image-upload/image-upload.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RequiredHint } from '../../../components/ui/required-hint.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslateKey } from '../../../hooks/use-translate-key.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { applyPortfolioFieldErrors } from '../utils/apply-field-errors.ts';
import { type WorkFormValues, workFormSchema } from '../utils/portfolio-form-values.ts';
import { FieldError } from './field-error.tsx';
import { ImageOrder } from './image-order.tsx';
import { SelectField } from './select-field.tsx';
import { WORK_TYPE_LABELS } from './work-type-labels.ts';

const FIELDS = ['title', 'type', 'images'] as const satisfies FieldPath<WorkFormValues>[];

interface WorkFormProps {
  defaultValues: WorkFormValues;
  submitLabel: string;
  /** Sends the body; a rejection with field errors puts them on the fields. */
  onSubmit: (input: WorkInput) => Promise<void>;
  resetOnSuccess?: boolean;
  children?: ReactNode;
}

/**
 * A realisation: title, project type and 1 to 10 images whose order the artist sets by drag and
 * drop or by keyboard (the first is the cover).
 */
export function WorkForm({ defaultValues, submitLabel, onSubmit, resetOnSuccess, children }: WorkFormProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WorkFormValues, unknown, WorkInput>({ resolver: zodResolver(workFormSchema), defaultValues });

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      if (resetOnSuccess) reset(defaultValues);
    } catch (error) {
      applyPortfolioFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <form className="portfolio-form stack" noValidate onSubmit={submit}>
      <RequiredHint />
      <TextField
        label={t('web.portfolio.form.title')}
        required
        maxLength={120}
        autoComplete="off"
        error={fieldErrorText(tk, errors.title)}
        {...register('title')}
      />
      <SelectField
        label={t('web.portfolio.form.type')}
        required
        placeholder="—"
        options={WORK_TYPES.map((type) => ({ value: type, label: t(WORK_TYPE_LABELS[type]) }))}
        error={fieldErrorText(tk, errors.type)}
        // The initial choice for React to select once the options exist (react-hook-form reads it).
        defaultValue={defaultValues.type}
        {...register('type')}
      />
      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <div className="stack">
            <ImageUpload
              kind="work"
              label={t('web.portfolio.form.images')}
              multiple
              max={10}
              value={field.value}
              onChange={field.onChange}
            />
            <FieldError error={fieldErrorText(tk, fieldState.error)} />
            <ImageOrder images={field.value} onChange={field.onChange} />
          </div>
        )}
      />
      <div className="row">
        <Button type="submit" busy={isSubmitting} busyLabel={t('web.common.saving')}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
