import { Outlet } from 'react-router-dom';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';

export function Component() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
