import authMessages from 'virtual:inkslot-message-sections/auth';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import { sitePaths } from '#web/src/app/paths.ts';
import type { LoginNotice } from '#web/src/app/routes/auth/login.tsx';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { DataExport } from '#web/src/features/account-data/components/data-export.tsx';
import { DeleteAccount } from '#web/src/features/account-deletion/components/delete-account.tsx';
import { MY_ARTIST_KEY, useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { signOutArtist } from '#web/src/features/auth/api/sign-out.ts';
import { AccountEmailForm } from '#web/src/features/auth/components/account-email-form.tsx';
import { AccountPasswordForm } from '#web/src/features/auth/components/account-password-form.tsx';
import { SignOutEverywhere } from '#web/src/features/auth/components/sign-out-everywhere.tsx';

/**
 * `/app/settings/account`: the sign-in email, the password, the data export, the signed-in devices
 * and the account's deletion.
 */
function Account() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: artist } = useMyArtist();
  const emailChanged = (next: MyArtist) =>
    void mutate(MY_ARTIST_KEY, (current?: MyArtist) => ({ ...current, ...next }), { revalidate: false });
  const leave = async (notice: NonNullable<LoginNotice['notice']>) => {
    // Nothing of this account may show to whoever signs in next on this device.
    await mutate(() => true, undefined, { revalidate: false });
    const state: LoginNotice = { notice };
    navigate(sitePaths.login, { replace: true, state });
  };
  const deleted = async () => {
    // The sign-in is deleted already: only this device's tokens are left to drop.
    await signOutArtist().catch(() => undefined);
    await leave('accountDeleted');
  };

  return (
    <div className="stack account-settings">
      <PageTitle page={t('web.auth.account.pageTitle')} />
      <header>
        <h1>{t('web.auth.account.title')}</h1>
        <p className="muted">{t('web.auth.account.intro')}</p>
      </header>
      {artist ? (
        <>
          <section className="card stack" aria-labelledby="account-email">
            <h2 id="account-email">{t('web.auth.account.email.title')}</h2>
            <AccountEmailForm currentEmail={artist.email} onChanged={emailChanged} />
          </section>
          <section className="card stack" aria-labelledby="account-password">
            <h2 id="account-password">{t('web.auth.account.password.title')}</h2>
            <AccountPasswordForm />
          </section>
          <section className="card stack" aria-labelledby="account-data">
            <h2 id="account-data">{t('web.auth.account.data.title')}</h2>
            <DataExport />
          </section>
          <section className="card stack" aria-labelledby="account-sessions">
            <h2 id="account-sessions">{t('web.auth.account.sessions.title')}</h2>
            <SignOutEverywhere onSignedOut={() => void leave('signedOutEverywhere')} />
          </section>
          <section className="card stack account-settings__danger" aria-labelledby="account-deletion">
            <h2 id="account-deletion">{t('web.auth.account.deletion.title')}</h2>
            <DeleteAccount
              pseudo={artist.pseudo}
              pro={artist.plan === 'pro'}
              exportFirst={<DataExport />}
              onDeleted={() => void deleted()}
            />
          </section>
        </>
      ) : (
        <PageLoader />
      )}
    </div>
  );
}

/** Its words are in the sign-in pages' lazy section (`web.auth`), loaded with the page. */
export const Component = withSectionMessages(authMessages, Account);
