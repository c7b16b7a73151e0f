import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach } from 'vitest';
import type { Locale } from '#shared/i18n/locales.ts';
import { createTestI18n } from './i18n.ts';

afterEach(() => cleanup());

function NoHydrateFallback() {
  return null;
}

/** Translations in a fixed language and an empty SWR cache per test. */
export function TestProviders({ lng = 'en', children }: { lng?: Locale; children: ReactNode }) {
  return (
    <I18nextProvider i18n={createTestI18n({ lng })}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        {children}
      </SWRConfig>
    </I18nextProvider>
  );
}

export function renderWithProviders(ui: ReactNode, { lng = 'en' }: { lng?: Locale } = {}) {
  return render(<TestProviders lng={lng}>{ui}</TestProviders>);
}

/** Renders routes in a memory router at `path`; returns the router to read where it went. */
export function renderRoutes(routes: RouteObject[], path: string, { lng = 'en' }: { lng?: Locale } = {}) {
  const router = createMemoryRouter([{ HydrateFallback: NoHydrateFallback, children: routes }], {
    initialEntries: [path],
  });
  const result = render(
    <TestProviders lng={lng}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...result };
}
