import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { SignupForm } from '../../../features/auth/components/signup-form.tsx';
import { rememberClaimedPseudo } from '../../../lib/claimed-pseudo.ts';

/** `/signup` (`?pseudo=` from an unknown artist's page: the username is kept for the onboarding). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pseudo = params.get('pseudo');
  useEffect(() => {
    if (pseudo) rememberClaimedPseudo(pseudo);
  }, [pseudo]);

  return (
    <div className="stack">
      <PageTitle page={t('web.auth.signup.pageTitle')} />
      <h1>{t('web.auth.signup.title')}</h1>
      {pseudo && <p>{t('web.auth.signup.claim', { pseudo })}</p>}
      <SignupForm onSignedUp={(email) => navigate(`/verify-email?email=${encodeURIComponent(email)}`)} />
      <p>
        {t('web.auth.signup.hasAccount')} <Link to="/login">{t('web.auth.signup.login')}</Link>
      </p>
    </div>
  );
}
