import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Travel, TravelInput } from '#shared/api/contracts/travels.ts';
import { travelFields } from '#shared/validation/travel-fields.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { applyFieldErrors, fieldErrorText } from '#web/src/lib/form-errors.ts';

type Values = z.input<typeof travelFields>;
const FIELDS = ['startDate', 'endDate', 'shopName', 'address', 'city'] as const;

interface TravelFormProps {
  /** The travel to edit; a new one when absent. */
  travel?: Travel;
  /** Saves; a rejection with field errors puts them on the fields (else the owner shows the failure). */
  onSubmit: (values: TravelInput) => Promise<void>;
  onCancel: () => void;
}

/** A travel's period (local days, inclusive), shop, private address and public city. */
export function TravelForm({ travel, onSubmit, onCancel }: TravelFormProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof travelFields>>({
    resolver: zodResolver(travelFields),
    defaultValues: {
      startDate: travel?.startDate ?? '',
      endDate: travel?.endDate ?? '',
      shopName: travel?.shopName ?? '',
      address: travel?.address ?? '',
      city: travel?.city ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <form className="stack travel-form" noValidate onSubmit={submit}>
      <h3>{t(travel ? 'web.travels.form.editTitle' : 'web.travels.form.addTitle')}</h3>
      <div className="travel-form__period">
        <TextField
          label={t('web.travels.form.startDate')}
          type="date"
          required
          error={fieldErrorText(tk, errors.startDate)}
          {...register('startDate')}
        />
        <TextField
          label={t('web.travels.form.endDate')}
          type="date"
          required
          hint={t('web.travels.form.periodHint')}
          error={fieldErrorText(tk, errors.endDate)}
          {...register('endDate')}
        />
      </div>
      <TextField
        label={t('web.travels.form.shopName')}
        required
        autoComplete="organization"
        error={fieldErrorText(tk, errors.shopName)}
        {...register('shopName')}
      />
      <TextField
        label={t('web.travels.form.address')}
        required
        autoComplete="street-address"
        hint={t('web.travels.form.addressHint')}
        error={fieldErrorText(tk, errors.address)}
        {...register('address')}
      />
      <TextField
        label={t('web.travels.form.city')}
        required
        autoComplete="address-level2"
        hint={t('web.travels.form.cityHint')}
        error={fieldErrorText(tk, errors.city)}
        {...register('city')}
      />
      <div className="row">
        <Button type="submit" busy={isSubmitting} busyLabel={t('web.common.saving')}>
          {t(travel ? 'web.travels.form.save' : 'web.travels.form.create')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('web.travels.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
