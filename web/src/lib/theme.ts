export const THEME_PREFERENCES = ['system', 'dark', 'light'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type Theme = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

export function readThemePreference(): ThemePreference {
  const stored = storage()?.getItem(THEME_STORAGE_KEY);
  return isThemePreference(stored) ? stored : 'system';
}

export function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.(DARK_QUERY).matches ?? false;
}

/** The theme to show: a page's forced theme wins, then the user's choice, then the system's. */
export function resolveTheme(preference: ThemePreference, prefersDark: boolean, forced?: Theme): Theme {
  if (forced) return forced;
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

const listeners = new Set<() => void>();

/** Stores the choice and tells the subscribers (the theme controller re-applies it). */
export function writeThemePreference(preference: ThemePreference): void {
  storage()?.setItem(THEME_STORAGE_KEY, preference);
  for (const listener of listeners) listener();
}

/** Subscribes to the user's choice and to the system's colour scheme (for `useSyncExternalStore`). */
export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  const media = globalThis.matchMedia?.(DARK_QUERY);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) listener();
  };
  media?.addEventListener?.('change', listener);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener?.('change', listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
