import type { Locale } from '#shared/i18n/locales.ts';
import { changeAppLanguage } from './i18n.ts';
import { readThemePreference, type ThemePreference, writeThemePreference } from './theme.ts';

/**
 * The signed-in artist's saved language and theme, applied to this browser: at sign-in (the area's
 * guard), on every fresh load of `/app`, and when the preferences are saved. In the artist's space the
 * account's choice is the one choice (issue 15: a fresh browser showed French and light while the
 * account said English and dark).
 */
export async function applyAccountPreferences(preferences: { locale: Locale; theme: ThemePreference }) {
  if (readThemePreference() !== preferences.theme) writeThemePreference(preferences.theme);
  await changeAppLanguage(preferences.locale);
}
