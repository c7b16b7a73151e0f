import { useLocation, useSearchParams } from 'react-router-dom';
import { PublicLayout } from '../../components/layouts/public-layout.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { sitePaths } from '../paths.ts';

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
