import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { sitePaths } from '#web/src/app/paths.ts';
import { ToastHost } from '#web/src/components/ui/toast-host.tsx';
import { MY_ARTIST_KEY, useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { signOutArtist } from '#web/src/features/auth/api/sign-out.ts';
import { updateMyPreferences } from '#web/src/features/preferences/api/update-my-preferences.ts';
import { useMyToday } from '#web/src/features/today/api/get-my-today.ts';
import { ArtistShell } from '#web/src/features/workspace/components/artist-shell.tsx';
import { SuspendedNotice } from '#web/src/features/workspace/components/suspended-notice.tsx';
import { useThemePreference } from '#web/src/hooks/use-theme.ts';
import { applyAccountPreferences } from '#web/src/lib/account-preferences.ts';
import { ACCOUNT_SUSPENDED_EVENT } from '#web/src/lib/artist-api.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import type { ThemePreference } from '#web/src/lib/theme.ts';
import { showToast } from '#web/src/lib/toasts.ts';

/**
 * The artist's space: the shell (sidebar, tab bar, account menu) around the page. The account menu's
 * language and theme are the account's preferences: applied here at once, saved to the account.
 */
export function Component() {
  const { i18n, t } = useTranslation();
  const navigate = useNavigate();
  const { data: artist } = useMyArtist();
  const { data: today } = useMyToday();
  const [theme] = useThemePreference();
  // The installable app (ADR 0099): its worker, the browser's install prompt and the next 14 days
  // kept for Today offline, from the artist's space only, after the first render.
  useEffect(() => {
    void import('#web/src/app/app-offline.ts').then((m) => m.startAppOffline(import.meta.env.PROD));
  }, []);
  // Suspended while working: the next refused write reads the account again, and the notice shows.
  useEffect(() => {
    const reread = () => void mutate(MY_ARTIST_KEY);
    window.addEventListener(ACCOUNT_SUSPENDED_EVENT, reread);
    return () => window.removeEventListener(ACCOUNT_SUSPENDED_EVENT, reread);
  }, []);

  const save = async (change: { locale?: Locale; theme?: ThemePreference }) => {
    if (!artist) return;
    await applyAccountPreferences({
      locale: change.locale ?? artist.locale,
      theme: change.theme ?? artist.theme,
    });
    const saved = await updateMyPreferences(change).catch(() => undefined);
    if (!saved) {
      showToast({ tone: 'error', title: t('web.workspace.account.saveError') });
      return;
    }
    void mutate(MY_ARTIST_KEY, (current?: MyArtist) => ({ ...current, ...saved }), { revalidate: false });
    showToast({ tone: 'success', title: t('web.workspace.account.saved') });
  };
  const signOut = async () => {
    await signOutArtist().catch(() => undefined);
    await mutate(() => true, undefined, { revalidate: false });
    navigate(sitePaths.login, { replace: true });
  };

  return (
    <ArtistShell
      pendingCount={today?.pending.count}
      account={{
        displayName: artist?.displayName ?? '',
        pseudo: artist?.pseudo ?? '',
        locale: currentLocale(i18n),
        theme,
        onLanguage: (locale) => void save({ locale }),
        onTheme: (next) => void save({ theme: next }),
        onSignOut: () => void signOut(),
      }}
    >
      {artist?.suspendedAt && <SuspendedNotice reason={artist.suspensionReason} />}
      <Outlet />
      <ToastHost />
    </ArtistShell>
  );
}
