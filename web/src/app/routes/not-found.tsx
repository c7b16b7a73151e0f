import { useLocation, useSearchParams } from 'react-router-dom';
import { sitePaths } from '#web/src/app/paths.ts';
import { PublicLayout } from '#web/src/components/layouts/public-layout.tsx';
import { NotFound } from '#web/src/components/not-found.tsx';

/** `/404` (`?path=` names the missing page) and every unknown route. */
export function Component() {
  const location = useLocation();
  const [params] = useSearchParams();
  const path =
    location.pathname === sitePaths.notFound ? (params.get('path') ?? location.pathname) : location.pathname;
  return (
    <PublicLayout>
      <NotFound path={path} />
    </PublicLayout>
  );
}
