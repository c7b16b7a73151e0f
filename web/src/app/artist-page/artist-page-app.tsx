import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from '#web/src/app/provider.tsx';
import { RouteFocus } from '#web/src/components/route-focus.tsx';
import { AppliedTheme } from '#web/src/components/theme-controller.tsx';
import { UpdateBanner } from '#web/src/components/update-banner.tsx';
import { ArtistPageRoutes } from './artist-page-routes.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/**
 * The artist-page entry's tree: the app's providers and page chrome (theme, new-build banner, focus
 * and scroll on navigation) around the public routes, in React Router's declarative mode (no data
 * router: ADR 0023).
 */
export function ArtistPageApp({ i18n }: { i18n: I18n }) {
  return (
    <AppProvider i18n={i18n}>
      <BrowserRouter>
        <AppliedTheme />
        <UpdateBanner />
        <ArtistPageRoutes />
        <RouteFocus />
        <ScrollToTop />
      </BrowserRouter>
    </AppProvider>
  );
}
