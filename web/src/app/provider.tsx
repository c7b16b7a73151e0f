import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { swrConfig } from '#web/src/lib/swr.ts';

/** The app-wide providers: translations and SWR (wired to the API client). */
export function AppProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={swrConfig}>{children}</SWRConfig>
    </I18nextProvider>
  );
}
