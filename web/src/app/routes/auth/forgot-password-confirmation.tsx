import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { sitePaths } from '#web/src/app/paths.ts';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { AuthPage } from './auth-page.tsx';

/** `/forgot-password/confirmation`: the code is on its way; next, `/change-password`. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <AuthPage
      pageTitle={t('web.auth.forgotPasswordConfirmation.pageTitle')}
      title={t('web.auth.forgotPasswordConfirmation.title')}
    >
      <p role="status">
        {email
          ? t('web.auth.forgotPasswordConfirmation.text', { email })
          : t('web.auth.forgotPasswordConfirmation.textNoEmail')}
      </p>
      <ButtonLink
        to={`${sitePaths.changePassword}${email ? `?email=${encodeURIComponent(email)}` : ''}`}
        block
      >
        {t('web.auth.forgotPasswordConfirmation.next')}
      </ButtonLink>
      <p>
        <Link to={sitePaths.login}>{t('web.auth.backToLogin')}</Link>
      </p>
    </AuthPage>
  );
}
