import { useSyncExternalStore } from 'react';
import {
  readThemePreference,
  subscribeToTheme,
  systemPrefersDark,
  type ThemePreference,
  writeThemePreference,
} from '#web/src/lib/theme.ts';

/** The user's theme choice (system, dark or light) and a setter that stores it. */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const preference = useSyncExternalStore(subscribeToTheme, readThemePreference, () => 'system' as const);
  return [preference, writeThemePreference];
}

/** Whether the system asks for dark colours (follows changes). */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeToTheme, systemPrefersDark, () => false);
}
