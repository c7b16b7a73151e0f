import { Outlet, ScrollRestoration } from 'react-router-dom';
import { RouteFocus } from '#web/src/components/route-focus.tsx';
import { ThemeController } from '#web/src/components/theme-controller.tsx';
import { UpdateBanner } from '#web/src/components/update-banner.tsx';

/** Around every page: the theme, the new-build banner, focus and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <ThemeController />
      <UpdateBanner />
      <Outlet />
      <RouteFocus />
      <ScrollRestoration />
    </>
  );
}
