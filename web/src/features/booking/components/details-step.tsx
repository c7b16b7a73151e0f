import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS } from '#shared/validation/booking-fields.ts';
import { RequiredHint } from '#web/src/components/ui/required-hint.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import type { BookingDraft } from '#web/src/features/booking/utils/booking-draft.ts';

type Client = BookingDraft['client'];

interface DetailsStepProps {
  value: Client;
  onChange: (client: Client) => void;
  /** Field messages by `client.<field>`, already translated. */
  errors: Partial<Record<string, string>>;
}

/** The client (spec: first name, last name, age, email, Instagram, already tattooed). */
export function DetailsStep({ value, onChange, errors }: DetailsStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = <K extends keyof Client>(field: K, fieldValue: Client[K]) =>
    onChange({ ...value, [field]: fieldValue });
  const tattooedError = errors['client.alreadyTattooed'];
  return (
    <>
      <RequiredHint />
      <TextField
        label={t('web.booking.details.firstName')}
        required
        autoComplete="given-name"
        maxLength={BOOKING_LIMITS.nameMax}
        value={value.firstName}
        error={errors['client.firstName']}
        onChange={(event) => set('firstName', event.target.value)}
      />
      <TextField
        label={t('web.booking.details.lastName')}
        required
        autoComplete="family-name"
        maxLength={BOOKING_LIMITS.nameMax}
        value={value.lastName}
        error={errors['client.lastName']}
        onChange={(event) => set('lastName', event.target.value)}
      />
      <TextField
        label={t('web.booking.details.age')}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        hint={t('web.booking.details.ageHint', { min: BOOKING_LIMITS.ageMin })}
        value={value.age}
        error={errors['client.age']}
        onChange={(event) => set('age', event.target.value)}
      />
      <TextField
        label={t('web.booking.details.email')}
        required
        type="email"
        autoComplete="email"
        hint={t('web.booking.details.emailHint')}
        value={value.email}
        error={errors['client.email']}
        onChange={(event) => set('email', event.target.value)}
      />
      <TextField
        label={t('web.booking.details.instagram')}
        autoComplete="off"
        autoCapitalize="none"
        hint={t('web.booking.details.instagramHint')}
        maxLength={BOOKING_LIMITS.instagramMax + 1}
        value={value.instagram}
        error={errors['client.instagram']}
        onChange={(event) => set('instagram', event.target.value)}
      />
      <fieldset
        className="field radio-group"
        aria-describedby={tattooedError ? `${id}-tattooed-error` : undefined}
      >
        <legend>
          {t('web.booking.details.alreadyTattooed')}
          <span className="field__required" aria-hidden="true">
            *
          </span>
        </legend>
        {(['yes', 'no'] as const).map((answer) => (
          <label key={answer} className="radio-group__option">
            <input
              type="radio"
              name="alreadyTattooed"
              value={answer}
              required
              checked={value.alreadyTattooed === (answer === 'yes')}
              aria-invalid={tattooedError ? true : undefined}
              onChange={() => set('alreadyTattooed', answer === 'yes')}
            />
            {t(`web.booking.details.${answer}`)}
          </label>
        ))}
        {tattooedError && (
          <p className="field__error" id={`${id}-tattooed-error`} role="alert">
            {tattooedError}
          </p>
        )}
      </fieldset>
    </>
  );
}
