import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sitePaths } from '#web/src/app/paths.ts';
import { VerifyEmailForm } from '#web/src/features/auth/components/verify-email-form.tsx';
import { AuthPage } from './auth-page.tsx';
import type { LoginNotice } from './login.tsx';

/** `/verify-email?email=`: the 6-digit code, then the login page with a success notice. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <AuthPage pageTitle={t('web.auth.verifyEmail.pageTitle')} title={t('web.auth.verifyEmail.title')}>
      <p>{email ? t('web.auth.verifyEmail.intro', { email }) : t('web.auth.verifyEmail.introNoEmail')}</p>
      <VerifyEmailForm
        email={email}
        onVerified={(verified) =>
          navigate(`${sitePaths.login}?email=${encodeURIComponent(verified)}`, {
            replace: true,
            state: { notice: 'emailVerified' } satisfies LoginNotice,
          })
        }
      />
    </AuthPage>
  );
}
