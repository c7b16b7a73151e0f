import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useSystemPrefersDark, useThemePreference } from '#web/src/hooks/use-theme.ts';
import { applyTheme, resolveTheme, type Theme } from '#web/src/lib/theme.ts';

/** A route forces a colour mode with `handle: { forceTheme: 'dark' }` (the deepest route wins). */
interface ThemeHandle {
  forceTheme?: Theme;
}

function useForcedTheme(): Theme | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const forced = (matches[index]?.handle as ThemeHandle | undefined)?.forceTheme;
    if (forced === 'dark' || forced === 'light') return forced;
  }
  return undefined;
}

/** Applies the theme (`data-theme` on `<html>`) from the page's force, the user's choice or the system. */
export function ThemeController() {
  return <AppliedTheme forced={useForcedTheme()} />;
}

/** Applies the theme from a forced mode, else the user's choice or the system (works without a data router). */
export function AppliedTheme({ forced }: { forced?: Theme | undefined }) {
  const [preference] = useThemePreference();
  const prefersDark = useSystemPrefersDark();
  useEffect(() => {
    applyTheme(resolveTheme(preference, prefersDark, forced));
  }, [preference, prefersDark, forced]);
  return null;
}
