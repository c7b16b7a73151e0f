import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sitePaths } from '#web/src/app/paths.ts';
import { ChangePasswordForm } from '#web/src/features/auth/components/change-password-form.tsx';
import { AuthPage } from './auth-page.tsx';

/** `/change-password?email=&code=` (the reset email links here with both). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthPage pageTitle={t('web.auth.changePassword.pageTitle')} title={t('web.auth.changePassword.title')}>
      <ChangePasswordForm
        defaultEmail={params.get('email') ?? ''}
        defaultCode={params.get('code') ?? ''}
        onChanged={() => navigate(sitePaths.changePasswordConfirmation, { replace: true })}
      />
    </AuthPage>
  );
}
