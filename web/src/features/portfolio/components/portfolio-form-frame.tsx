import './portfolio.css';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '#web/src/components/image-upload/image-upload.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { RequiredHint } from '#web/src/components/ui/required-hint.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import type { PortfolioKind } from '#web/src/features/portfolio/hooks/use-portfolio-feedback.ts';
import type { PortfolioForm } from '#web/src/features/portfolio/hooks/use-portfolio-form.ts';
import type { FormImage } from '#web/src/features/portfolio/utils/portfolio-form-values.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { fieldErrorText } from '#web/src/lib/form-errors.ts';
import { FieldError } from './field-error.tsx';
import { ImageOrder } from './image-order.tsx';

type FrameValues = FieldValues & { title: string; images: FormImage[] };

interface PortfolioFormFrameProps<V extends FrameValues, O> {
  kind: PortfolioKind;
  form: PortfolioForm<V, O>;
  submitLabel: string;
  /** The kind's own fields, between the title and the images. */
  fields: ReactNode;
  /** Beside the submit button (the delete button of an edit form). */
  children?: ReactNode;
}

/**
 * What the flash and work forms share around their own fields: the required hint, the title, the 1 to 10 images
 * (uploaded through `ImageUpload`, ordered, the first is the cover) and the submit row.
 */
export function PortfolioFormFrame<V extends FrameValues, O>({
  kind,
  form,
  submitLabel,
  fields,
  children,
}: PortfolioFormFrameProps<V, O>) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const title = 'title' as FieldPath<V>;
  return (
    <form className="portfolio-form stack" noValidate onSubmit={form.submit}>
      <RequiredHint />
      <TextField
        label={t('web.portfolio.form.title')}
        required
        maxLength={120}
        autoComplete="off"
        error={fieldErrorText(tk, form.getFieldState(title, form.formState).error)}
        {...form.register(title)}
      />
      {fields}
      <Controller
        control={form.control}
        name={'images' as FieldPath<V>}
        render={({ field, fieldState }) => (
          <div className="stack">
            <ImageUpload
              kind={kind}
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
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t('web.common.saving')}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
