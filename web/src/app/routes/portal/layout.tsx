import portalMessages from 'virtual:inkslot-message-sections/portal';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { CustomerLayout } from '../../../components/layouts/customer-layout.tsx';
import { PortalNav } from '../../../components/portal/portal-nav.tsx';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { logoutPortal } from '../../../features/portal-auth/api/logout-portal.ts';
import { pathTo, portalPaths } from '../../paths.ts';
import { withSectionMessages } from '../../with-section-messages.tsx';

/** The client's space (behind the portal guard): its pages and the sign-out. */
function PortalLayout() {
  const navigate = useNavigate();
  const wide = useLocation().pathname.startsWith(pathTo(portalPaths.messages, {}));

  const logout = async () => {
    await logoutPortal().catch(() => undefined);
    navigate(portalPaths.login, { replace: true });
  };

  const nav = <PortalNav onLogout={() => void logout()} />;

  return (
    <CustomerLayout nav={nav} wide={wide}>
      <Outlet />
      <ToastHost />
    </CustomerLayout>
  );
}

/** The portal's words (`web.portal`) come with its pages (a lazy section of the app's messages). */
export const Component = withSectionMessages(portalMessages, PortalLayout);
