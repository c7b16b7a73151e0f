import portalMessages from 'virtual:inkslot-message-sections/portal';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { pathTo, portalPaths } from '#web/src/app/paths.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { CustomerLayout } from '#web/src/components/layouts/customer-layout.tsx';
import { PortalNav } from '#web/src/components/portal/portal-nav.tsx';
import { ToastHost } from '#web/src/components/ui/toast-host.tsx';
import { logoutPortal } from '#web/src/features/portal-auth/api/logout-portal.ts';

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
