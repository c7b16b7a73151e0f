import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import { CURRENCIES, HOUR_FORMATS, THEMES, UNITS } from '#shared/domain/preferences.ts';
import { currentZoneName } from '#shared/domain/time-zone-names.ts';
import { LanguageOptions } from '#web/src/components/language-options.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { RadioGroup } from '#web/src/components/ui/radio-group.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { SelectOptions } from '#web/src/components/ui/select-options.tsx';
import { updateMyPreferences } from '#web/src/features/preferences/api/update-my-preferences.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { timeZoneOptions } from '#web/src/lib/time-zone-options.ts';

type Values = Pick<MyArtist, 'locale' | 'timezone' | 'unit' | 'currency' | 'hourFormat' | 'theme'>;

interface PreferencesFormProps {
  artist: MyArtist;
  /**
   * Called with the saved account (the route applies the language and theme and refreshes the cache);
   * the success message waits for it, so that it speaks the language just chosen.
   */
  onSaved?: (artist: MyArtist) => void | Promise<void>;
}

/** A sample time in the chosen format: `14:30` or `2:30 PM` in the reader's language. */
function sampleTime(locale: string, hour12: boolean): string {
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    hour12,
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, 0, 1, 14, 30)));
}

/** Language, time zone, unit of measure, hour format, currency and theme (`PATCH /me/preferences`). */
export function PreferencesForm({ artist, onSaved }: PreferencesFormProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();
  const zones = useMemo(() => timeZoneOptions(artist.timezone, locale), [artist.timezone, locale]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      locale: artist.locale,
      timezone: currentZoneName(artist.timezone),
      unit: artist.unit,
      currency: artist.currency,
      hourFormat: artist.hourFormat,
      theme: artist.theme,
    },
  });

  const submit = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      const saved = await updateMyPreferences(values);
      reset(values);
      await onSaved?.(saved);
      // i18n.t: the language may have just changed, and `t` of this render speaks the old one.
      setFeedback({
        tone: 'success',
        title: i18n.t('web.preferences.success'),
        description: i18n.t('web.preferences.successText'),
      });
    } catch (error) {
      setFeedback({
        tone: 'error',
        title: t('web.preferences.error'),
        description: isApiError(error) ? error.message : t('web.errors.unknown'),
      });
    }
  });

  return (
    <form className="stack card" noValidate onSubmit={submit}>
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}
      <SelectField
        label={t('web.preferences.language')}
        hint={t('web.preferences.languageHint')}
        defaultValue={artist.locale}
        {...register('locale')}
      >
        <LanguageOptions />
      </SelectField>
      <SelectField
        label={t('web.preferences.timezone')}
        hint={t('web.preferences.timezoneHint')}
        defaultValue={currentZoneName(artist.timezone)}
        {...register('timezone')}
      >
        <SelectOptions options={zones} />
      </SelectField>
      <RadioGroup
        legend={t('web.preferences.unit')}
        options={UNITS.map((unit) => ({ value: unit, label: t(`web.preferences.units.${unit}`) }))}
        {...register('unit')}
      />
      <RadioGroup
        legend={t('web.preferences.hourFormat')}
        options={HOUR_FORMATS.map((format) => ({
          value: format,
          label: t(`web.preferences.hourFormats.h${format}`, {
            example: sampleTime(locale, format === '12'),
          }),
        }))}
        {...register('hourFormat')}
      />
      <SelectField
        label={t('web.preferences.currency')}
        hint={t('web.preferences.currencyHint')}
        defaultValue={artist.currency}
        {...register('currency')}
      >
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {`${t(`web.preferences.currencies.${currency}`)} (${currency})`}
          </option>
        ))}
      </SelectField>
      <RadioGroup
        legend={t('web.preferences.theme')}
        options={THEMES.map((theme) => ({ value: theme, label: t(`web.theme.${theme}`) }))}
        {...register('theme')}
      />
      <Button type="submit" block busy={isSubmitting} busyLabel={t('web.common.saving')}>
        {t('web.preferences.save')}
      </Button>
    </form>
  );
}
