import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form.tsx';
import { sitePaths } from '../../paths.ts';

/** `/change-password?email=&code=` (the reset email links here with both). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <div className="stack">
      <PageTitle page={t('web.auth.changePassword.pageTitle')} />
      <h1>{t('web.auth.changePassword.title')}</h1>
      <ChangePasswordForm
        defaultEmail={params.get('email') ?? ''}
        defaultCode={params.get('code') ?? ''}
        onChanged={() => navigate(sitePaths.changePasswordConfirmation, { replace: true })}
      />
    </div>
  );
}
