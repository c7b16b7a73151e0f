import { Outlet } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';

export function Component() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
