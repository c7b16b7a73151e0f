import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installPreloadErrorReload } from '#web/src/lib/asset-reload.ts';
import { type CatalogueLoader, i18nReady, initI18n } from '#web/src/lib/i18n.ts';
import { loadRuntimeConfig } from '#web/src/lib/runtime-config.ts';
import { applyTheme, readThemePreference, resolveTheme, systemPrefersDark } from '#web/src/lib/theme.ts';
import { AppProvider } from './provider.tsx';
import { StartupError } from './startup-error.tsx';

/**
 * Starts an entry of the SPA (`main.tsx`, `artist-page.tsx`): the theme before the first paint, then
 * `/config.json` and the shown language's messages together, then the entry's tree.
 */
export async function startSpa(messages: CatalogueLoader, render: (i18n: I18n) => ReactNode) {
  applyTheme(resolveTheme(readThemePreference(), systemPrefersDark()));
  installPreloadErrorReload();
  const i18n = initI18n(messages);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the HTML');
  const root = createRoot(container);
  // A failure of either stops here (the error page speaks the language when its messages came).
  const failures = (await Promise.allSettled([loadRuntimeConfig(), i18nReady(i18n)])).filter(
    (result) => result.status === 'rejected',
  );
  if (failures.length > 0) {
    for (const failure of failures) console.error(failure.reason);
    root.render(
      <AppProvider i18n={i18n}>
        <StartupError />
      </AppProvider>,
    );
    return;
  }
  root.render(<StrictMode>{render(i18n)}</StrictMode>);
}
