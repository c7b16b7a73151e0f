import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STYLE_CATEGORIES, STYLES_MAX } from '#shared/domain/profile-rules.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { fieldErrorText } from '#web/src/lib/form-errors.ts';
import type { ProfileFormOutput, ProfileFormValues } from './profile-form-values.ts';

/** The style categories, as check boxes: up to 10 (the others are disabled once 10 are checked). */
export function StylesFields({
  form,
  legendVisible = false,
}: {
  form: UseFormReturn<ProfileFormValues, unknown, ProfileFormOutput>;
  /** Shown when no card heading names the list (an onboarding step). */
  legendVisible?: boolean;
}) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const chosen = form.watch('styles') ?? [];
  const full = chosen.length >= STYLES_MAX;
  const error = form.formState.errors.styles;
  return (
    <fieldset className="field" aria-describedby="profile-styles-hint">
      <legend className={legendVisible ? 'field__label' : 'visually-hidden'}>
        {t('web.profileEditor.sections.styles')}
      </legend>
      <p className="field__hint" id="profile-styles-hint">
        {t('web.profileEditor.stylesHint', { max: STYLES_MAX })}
      </p>
      <div className="styles-grid">
        {STYLE_CATEGORIES.map((style) => (
          <label key={style} className="check-option">
            <input
              type="checkbox"
              value={style}
              disabled={full && !chosen.includes(style)}
              {...form.register('styles')}
            />
            {t(`web.styles.${style}`)}
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {fieldErrorText(tk, error.root ?? error)}
        </p>
      )}
    </fieldset>
  );
}
