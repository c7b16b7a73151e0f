import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WorkInput } from '#shared/api/contracts/portfolio.ts';
import { WORK_TYPES } from '#shared/domain/work-types.ts';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { usePortfolioForm } from '#web/src/features/portfolio/hooks/use-portfolio-form.ts';
import {
  type WorkFormValues,
  workFormSchema,
} from '#web/src/features/portfolio/utils/portfolio-form-values.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { fieldErrorText } from '#web/src/lib/form-errors.ts';
import { PortfolioFormFrame } from './portfolio-form-frame.tsx';
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
  const form = usePortfolioForm({
    schema: workFormSchema,
    defaultValues,
    fields: FIELDS,
    onSubmit,
    resetOnSuccess,
  });

  const {
    register,
    formState: { errors },
  } = form;
  const fields = (
    <SelectField
      label={t('web.portfolio.form.type')}
      required
      error={fieldErrorText(tk, errors.type)}
      // The initial choice for React to select once the options exist (react-hook-form reads it).
      defaultValue={defaultValues.type}
      {...register('type')}
    >
      <option value="">—</option>
      {WORK_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(WORK_TYPE_LABELS[type])}
        </option>
      ))}
    </SelectField>
  );
  return (
    <PortfolioFormFrame kind="work" form={form} submitLabel={submitLabel} fields={fields}>
      {children}
    </PortfolioFormFrame>
  );
}
