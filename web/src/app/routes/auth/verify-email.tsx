import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { VerifyEmailForm } from '../../../features/auth/components/verify-email-form.tsx';
import { sitePaths } from '../../paths.ts';
import type { LoginNotice } from './login.tsx';

/** `/verify-email?email=`: the 6-digit code, then the login page with a success notice. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <div className="stack">
      <PageTitle page={t('web.auth.verifyEmail.pageTitle')} />
      <h1>{t('web.auth.verifyEmail.title')}</h1>
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
    </div>
  );
}
