import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { CustomerLayout } from '../../../components/layouts/customer-layout.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { logoutPortal } from '../../../features/portal-auth/api/logout-portal.ts';

/** The client's space (behind the portal guard): its pages and the sign-out. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const logout = async () => {
    await logoutPortal().catch(() => undefined);
    navigate('/portal/login', { replace: true });
  };

  const nav = (
    <nav className="nav" aria-label={t('web.portal.nav.label')}>
      <NavLink to="/portal/requests">{t('web.portal.nav.requests')}</NavLink>
      <NavLink to="/portal/bookings">{t('web.portal.nav.bookings')}</NavLink>
      <NavLink to="/portal/profile">{t('web.portal.nav.profile')}</NavLink>
      <Button variant="link" onClick={() => void logout()}>
        {t('web.portal.nav.logout')}
      </Button>
    </nav>
  );

  return (
    <CustomerLayout nav={nav}>
      <Outlet />
      <ToastHost />
    </CustomerLayout>
  );
}
