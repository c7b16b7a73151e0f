import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { ArtistLayout } from '../../../components/layouts/artist-layout.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useMyArtist } from '../../../features/artist/api/get-my-artist.ts';
import { signOutArtist } from '../../../features/auth/api/sign-out.ts';

/** The artist's space: navigation to the pages that exist, the public page, sign-out. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: artist } = useMyArtist();

  const signOut = async () => {
    await signOutArtist().catch(() => undefined);
    await mutate(() => true, undefined, { revalidate: false });
    navigate('/login', { replace: true });
  };

  const nav = (
    <nav className="nav" aria-label={t('web.artist.nav.label')}>
      <NavLink to="/app" end>
        {t('web.artist.nav.home')}
      </NavLink>
      <NavLink to="/app/profile" end>
        {t('web.profileEditor.nav')}
      </NavLink>
      <NavLink to="/app/profile/flashs">{t('web.portfolio.nav.flashes')}</NavLink>
      <NavLink to="/app/profile/done">{t('web.portfolio.nav.works')}</NavLink>
      <NavLink to="/app/requests">{t('web.requests.nav')}</NavLink>
      <NavLink to="/app/bookings">{t('web.bookings.nav')}</NavLink>
      <NavLink to="/app/availabilities">{t('web.availability.nav')}</NavLink>
      <NavLink to="/app/settings/bookings">{t('web.reservations.nav')}</NavLink>
      <NavLink to="/app/settings/plan">{t('web.artist.nav.plan')}</NavLink>
      <NavLink to="/app/settings/preferences">{t('web.preferences.nav')}</NavLink>
      <NavLink to="/app/settings/notifications">{t('web.notifications.nav')}</NavLink>
      {artist && <Link to={`/${encodeURIComponent(artist.pseudo)}`}>{t('web.artist.nav.publicPage')}</Link>}
      <Button variant="link" onClick={() => void signOut()}>
        {t('web.artist.nav.signOut')}
      </Button>
    </nav>
  );

  return (
    <ArtistLayout nav={nav}>
      <Outlet />
    </ArtistLayout>
  );
}
