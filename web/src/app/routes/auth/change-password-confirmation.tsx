import { useTranslation } from 'react-i18next';
import { sitePaths } from '#web/src/app/paths.ts';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { AuthPage } from './auth-page.tsx';

/** `/change-password/confirmation`, with a back-to-login button. */
export function Component() {
  const { t } = useTranslation();
  return (
    <AuthPage
      pageTitle={t('web.auth.changePasswordConfirmation.pageTitle')}
      title={t('web.auth.changePasswordConfirmation.title')}
    >
      <p role="status">{t('web.auth.changePasswordConfirmation.text')}</p>
      <ButtonLink to={sitePaths.login} block>
        {t('web.auth.backToLogin')}
      </ButtonLink>
    </AuthPage>
  );
}
