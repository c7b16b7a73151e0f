import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import type { LocationView } from '#shared/api/contracts/lifecycle-views.ts';
import { PROJECT_TYPES, type ProjectType } from '#shared/domain/booking/reservation-rules.ts';
import { type Currency, currencySymbol } from '#shared/domain/money.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { useLocale } from '#web/src/features/requests/hooks/use-locale.ts';
import {
  activeFilterCount,
  amountParam,
  type RequestFilters,
  withoutFilters,
} from '#web/src/features/requests/utils/request-filters.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { fieldErrorText } from '#web/src/lib/form-errors.ts';

interface FilterValues {
  from: string;
  to: string;
  location: string;
  priceMin: string;
  priceMax: string;
  type: string;
}

const amountText = z
  .string()
  .trim()
  .refine((text) => !text || amountParam(text) !== undefined, {
    error: 'validation.lifecycle.amountInvalid',
  });

const schema = z
  .object({
    from: z.string(),
    to: z.string(),
    location: z.string(),
    priceMin: amountText,
    priceMax: amountText,
    type: z.string(),
  })
  .superRefine((values, context) => {
    if (values.from && values.to && values.to < values.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'web.requests.filters.toBeforeFrom' });
    }
    const min = amountParam(values.priceMin);
    const max = amountParam(values.priceMax);
    if (min !== undefined && max !== undefined && Number(max) < Number(min)) {
      context.addIssue({ code: 'custom', path: ['priceMax'], message: 'web.requests.filters.maxBelowMin' });
    }
  });

interface RequestFiltersFormProps {
  filters: RequestFilters;
  /** The travels requests fall in (the list's `locations`). */
  locations: readonly LocationView[];
  currency: Currency;
  onApply: (filters: RequestFilters) => void;
}

/**
 * The filters (dates of the slot, location, price range, project type) in a disclosure: closed on
 * arrival unless a filter is set. Applying writes them to the address (a history entry each).
 */
export function RequestFiltersForm({ filters, locations, currency, onApply }: RequestFiltersFormProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const locale = useLocale();
  const active = activeFilterCount(filters);
  const symbol = currencySymbol(currency, locale);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FilterValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      from: filters.from ?? '',
      to: filters.to ?? '',
      location: filters.location ?? '',
      priceMin: filters.priceMin ?? '',
      priceMax: filters.priceMax ?? '',
      type: filters.type ?? '',
    },
  });

  const submit = handleSubmit((values) =>
    onApply({
      ...withoutFilters(filters),
      from: values.from || undefined,
      to: values.to || undefined,
      location: values.location || undefined,
      priceMin: amountParam(values.priceMin),
      priceMax: amountParam(values.priceMax),
      type: PROJECT_TYPES.find((type): type is ProjectType => type === values.type),
    }),
  );

  return (
    <details className="request-filters" open={active > 0}>
      <summary>
        {active > 0 ? t('web.requests.filters.titleActive', { active }) : t('web.requests.filters.title')}
      </summary>
      <form className="request-filters__form" noValidate onSubmit={submit}>
        <fieldset className="field request-filters__group">
          <legend>{t('web.requests.filters.dates')}</legend>
          <div className="request-filters__pair request-filters__pair--dates">
            <TextField
              label={t('web.requests.filters.from')}
              type="date"
              error={fieldErrorText(tk, errors.from)}
              {...register('from')}
            />
            <TextField
              label={t('web.requests.filters.to')}
              type="date"
              error={fieldErrorText(tk, errors.to)}
              {...register('to')}
            />
          </div>
        </fieldset>
        <SelectField label={t('web.requests.filters.location')} {...register('location')}>
          <option value="">{t('web.requests.filters.allLocations')}</option>
          <option value="residency">{t('web.requests.location.residency')}</option>
          {locations.map((location) => (
            <option key={location.travelId} value={location.travelId}>
              {t('web.requests.location.travel', { shopName: location.shopName, city: location.city })}
            </option>
          ))}
        </SelectField>
        <fieldset className="field request-filters__group">
          <legend>{t('web.requests.filters.price')}</legend>
          <div className="request-filters__pair">
            <TextField
              label={t('web.requests.filters.priceMin', { currency: symbol })}
              inputMode="decimal"
              autoComplete="off"
              error={fieldErrorText(tk, errors.priceMin)}
              {...register('priceMin')}
            />
            <TextField
              label={t('web.requests.filters.priceMax', { currency: symbol })}
              inputMode="decimal"
              autoComplete="off"
              error={fieldErrorText(tk, errors.priceMax)}
              {...register('priceMax')}
            />
          </div>
          <p className="field__hint">{t('web.requests.filters.priceHint')}</p>
        </fieldset>
        <SelectField label={t('web.requests.filters.type')} {...register('type')}>
          <option value="">{t('web.requests.filters.allTypes')}</option>
          {PROJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`web.requests.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <div className="row">
          <Button type="submit">{t('web.requests.filters.apply')}</Button>
          {active > 0 && (
            <Button variant="secondary" onClick={() => onApply(withoutFilters(filters))}>
              {t('web.requests.filters.clear')}
            </Button>
          )}
        </div>
      </form>
    </details>
  );
}
