import { useTranslation } from 'react-i18next';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { useMyClientProfile } from '#web/src/features/portal-profile/api/get-my-client-profile.ts';
import { ClientProfileForm } from '#web/src/features/portal-profile/components/client-profile-form.tsx';

/** `/portal/profile`: the client edits their own information (title from the portal layout). */
export function Component() {
  const { t } = useTranslation();
  const { data: profile, error, mutate } = useMyClientProfile();
  return (
    <div className="stack">
      <h1>{t('web.portal.profile.title')}</h1>
      <p className="muted">{t('web.portal.profile.intro')}</p>
      {profile ? (
        <ClientProfileForm profile={profile} />
      ) : error ? (
        <Alert tone="error">
          <p>{t('web.portal.profile.loadError')}</p>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('web.common.retry')}
          </Button>
        </Alert>
      ) : (
        <PageLoader />
      )}
    </div>
  );
}
