import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { parseArtistPagePath } from '#shared/domain/artist-page-path.ts';
import { artistPaths } from '#web/src/app/paths.ts';
import { InternalErrorPage } from '#web/src/app/routes/internal-error.tsx';
import { Component as ArtistProfile } from '#web/src/app/routes/public/artist-profile.tsx';
import { Component as PublicPagesLayout } from '#web/src/app/routes/public/layout.tsx';
import { ErrorBoundary } from '#web/src/components/error-boundary.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { reloadOnAssetError } from '#web/src/lib/asset-reload.ts';
import { LeaveForApp } from './leave-for-app.tsx';

/** A route module of `routes/public/`, loaded on first use; a failed chunk download reloads the page. */
function lazyPage(load: () => Promise<{ Component: ComponentType }>): ComponentType {
  const Page = lazy(reloadOnAssetError(() => load().then((module) => ({ default: module.Component }))));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  };
}

const ArtistFlashes = lazyPage(() => import('#web/src/app/routes/public/artist-flashes.tsx'));
const ArtistFlash = lazyPage(() => import('#web/src/app/routes/public/artist-flash.tsx'));
const ArtistWorks = lazyPage(() => import('#web/src/app/routes/public/artist-works.tsx'));
const ArtistWork = lazyPage(() => import('#web/src/app/routes/public/artist-work.tsx'));

/**
 * The artist's public pages, the same route modules as the app's (`router.tsx`). The profile is in
 * the entry itself; its sub-pages load on demand. A path that is no artist page (the same rule as
 * the server's, `parseArtistPagePath`) is the app's: it loads with a full page load.
 */
export function ArtistPageRoutes() {
  const { pathname } = useLocation();
  if (!parseArtistPagePath(pathname)) return <LeaveForApp />;
  return (
    <ErrorBoundary fallback={<InternalErrorPage />}>
      <Routes>
        <Route Component={PublicPagesLayout}>
          <Route path={artistPaths.profile} Component={ArtistProfile} />
          <Route path={artistPaths.flashes} Component={ArtistFlashes} />
          <Route path={artistPaths.flash} Component={ArtistFlash} />
          <Route path={artistPaths.works} Component={ArtistWorks} />
          <Route path={artistPaths.work} Component={ArtistWork} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
