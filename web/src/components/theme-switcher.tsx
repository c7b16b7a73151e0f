import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemePreference } from '#web/src/hooks/use-theme.ts';
import { isThemePreference, THEME_PREFERENCES } from '#web/src/lib/theme.ts';

/** Picks system, dark or light colours (kept in localStorage). */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const [preference, setPreference] = useThemePreference();
  return (
    <div className="select-field">
      <label htmlFor={id}>{t('web.theme.label')}</label>
      <select
        id={id}
        value={preference}
        onChange={(event) => {
          if (isThemePreference(event.target.value)) setPreference(event.target.value);
        }}
      >
        {THEME_PREFERENCES.map((option) => (
          <option key={option} value={option}>
            {t(`web.theme.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
