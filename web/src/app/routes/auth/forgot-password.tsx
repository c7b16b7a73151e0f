import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { sitePaths } from '../../paths.ts';

/** `/forgot-password`: Cognito emails a code (and a link to `/change-password`). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <div className="stack">
      <PageTitle page={t('web.auth.forgotPassword.pageTitle')} />
      <h1>{t('web.auth.forgotPassword.title')}</h1>
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
    </div>
  );
}
