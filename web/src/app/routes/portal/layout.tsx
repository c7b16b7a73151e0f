import { Outlet } from 'react-router-dom';
import { CustomerLayout } from '../../../components/layouts/customer-layout.tsx';

export function Component() {
  return (
    <CustomerLayout>
      <Outlet />
    </CustomerLayout>
  );
}
