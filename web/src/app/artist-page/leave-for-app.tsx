import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PublicLayout } from '#web/src/components/layouts/public-layout.tsx';
import { NotFound } from '#web/src/components/not-found.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';

/**
 * A path the artist-page entry does not serve (the home page, sign-up, the client portal, the booking
 * form…): after a link, loads it from the server, which answers the app's own page (`index.html`);
 * the history entry React Router just pushed is replaced, so Back returns to the artist's page. The
 * page loaded at such a path (the server never sends this entry there) is the not-found page, never
 * a reload loop.
 */
export function LeaveForApp() {
  const { pathname, search, hash, key } = useLocation();
  const loadedHere = key === 'default';
  useEffect(() => {
    if (!loadedHere) window.location.replace(`${pathname}${search}${hash}`);
  }, [loadedHere, pathname, search, hash]);
  if (loadedHere) {
    return (
      <PublicLayout>
        <NotFound path={pathname} />
      </PublicLayout>
    );
  }
  return <PageLoader />;
}
