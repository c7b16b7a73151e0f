import { Outlet, useNavigate } from 'react-router-dom';
import { CustomerLayout } from '../../../components/layouts/customer-layout.tsx';
import { PortalNav } from '../../../components/portal/portal-nav.tsx';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { logoutPortal } from '../../../features/portal-auth/api/logout-portal.ts';

/** The client's space (behind the portal guard): its pages and the sign-out. */
export function Component() {
  const navigate = useNavigate();

  const logout = async () => {
    await logoutPortal().catch(() => undefined);
    navigate('/portal/login', { replace: true });
  };

  const nav = <PortalNav onLogout={() => void logout()} />;

  return (
    <CustomerLayout nav={nav}>
      <Outlet />
      <ToastHost />
    </CustomerLayout>
  );
}
