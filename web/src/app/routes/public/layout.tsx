import './public-pages.css';
import { Outlet } from 'react-router-dom';
import { PublicLayout } from '#web/src/components/layouts/public-layout.tsx';

/**
 * The artist's public pages. Their content fills at least the screen from the first paint, so the
 * footer starts below the fold and nothing visible moves while the page and its images load.
 */
export function Component() {
  return (
    <PublicLayout>
      <div className="public-pages">
        <Outlet />
      </div>
    </PublicLayout>
  );
}
