import { type ReactNode, useMemo } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FlashInput } from '#shared/api/contracts/portfolio.ts';
import { type Currency, currencySymbol } from '#shared/domain/money.ts';
import { lengthSymbol, type MeasurementUnit } from '#shared/domain/units.ts';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';
import { useLocale } from '#web/src/features/portfolio/hooks/use-locale.ts';
import { usePortfolioForm } from '#web/src/features/portfolio/hooks/use-portfolio-form.ts';
import {
  type FlashFormValues,
  flashFormSchema,
} from '#web/src/features/portfolio/utils/portfolio-form-values.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { fieldErrorText } from '#web/src/lib/form-errors.ts';
import { PortfolioFormFrame } from './portfolio-form-frame.tsx';

const FIELDS = [
  'title',
  'length',
  'width',
  'price',
  'note',
  'images',
] as const satisfies FieldPath<FlashFormValues>[];

interface FlashFormProps {
  unit: MeasurementUnit;
  currency: Currency;
  defaultValues: FlashFormValues;
  /** The currency the price was set in, when it differs from the artist's current one. */
  previousCurrency?: Currency | undefined;
  submitLabel: string;
  /** Sends the body; a rejection with field errors puts them on the fields, then rethrows. */
  onSubmit: (input: FlashInput) => Promise<void>;
  /** Clears the form after a successful submit (the create form). */
  resetOnSuccess?: boolean;
  children?: ReactNode;
}

/**
 * A flash: title, length and width in the artist's unit (cm or in), price in the artist's currency,
 * an optional note, and 1 to 10 images (uploaded through `ImageUpload`, ordered, the first is the
 * cover). The body sent is in mm and cents.
 */
export function FlashForm({
  unit,
  currency,
  defaultValues,
  previousCurrency,
  submitLabel,
  onSubmit,
  resetOnSuccess,
  children,
}: FlashFormProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const locale = useLocale();
  const schema = useMemo(() => flashFormSchema(unit), [unit]);
  const form = usePortfolioForm({ schema, defaultValues, fields: FIELDS, onSubmit, resetOnSuccess });
  const {
    register,
    formState: { errors },
  } = form;
  const symbol = lengthSymbol(unit);
  const currencyLabel = currencySymbol(currency, locale);

  const fields = (
    <>
      <div className="portfolio-form__pair">
        <TextField
          label={t('web.portfolio.form.length', { unit: symbol })}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={t('web.portfolio.form.dimensionsHint', { unitName: t(`web.portfolio.unitNames.${unit}`) })}
          error={fieldErrorText(tk, errors.length)}
          {...register('length')}
        />
        <TextField
          label={t('web.portfolio.form.width', { unit: symbol })}
          required
          inputMode="decimal"
          autoComplete="off"
          error={fieldErrorText(tk, errors.width)}
          {...register('width')}
        />
      </div>
      <TextField
        label={t('web.portfolio.form.price', { currency: currencyLabel })}
        required
        inputMode="decimal"
        autoComplete="off"
        hint={
          previousCurrency && previousCurrency !== currency
            ? t('web.portfolio.form.otherCurrency', { previous: previousCurrency, currency })
            : t('web.portfolio.form.priceHint', { currency })
        }
        error={fieldErrorText(tk, errors.price)}
        {...register('price')}
      />
      <TextareaField
        label={t('web.portfolio.form.note')}
        hint={t('web.portfolio.form.noteHint')}
        maxLength={600}
        error={fieldErrorText(tk, errors.note)}
        {...register('note')}
      />
    </>
  );
  return (
    <PortfolioFormFrame kind="flash" form={form} submitLabel={submitLabel} fields={fields}>
      {children}
    </PortfolioFormFrame>
  );
}
