import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { sitePaths } from '#web/src/app/paths.ts';
import { ForgotPasswordForm } from '#web/src/features/auth/components/forgot-password-form.tsx';
import { AuthPage } from './auth-page.tsx';

/** `/forgot-password`: Cognito emails a code (and a link to `/change-password`). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthPage pageTitle={t('web.auth.forgotPassword.pageTitle')} title={t('web.auth.forgotPassword.title')}>
      <p>{t('web.auth.forgotPassword.intro')}</p>
      <ForgotPasswordForm
        defaultEmail={params.get('email') ?? ''}
        onSent={(email) =>
          navigate(`${sitePaths.forgotPasswordConfirmation}?email=${encodeURIComponent(email)}`)
        }
      />
      <p>
        <Link to={sitePaths.login}>{t('web.auth.backToLogin')}</Link>
      </p>
    </AuthPage>
  );
}
