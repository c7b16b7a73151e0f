import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

export function App({ i18n }: { i18n: I18n }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
