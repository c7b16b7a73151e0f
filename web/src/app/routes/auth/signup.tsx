import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { REFERRAL } from '../../../../../shared/domain/billing/price-table.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { SignupForm } from '../../../features/auth/components/signup-form.tsx';
import { SocialSignIn } from '../../../features/auth/components/social-sign-in.tsx';
import { rememberClaimedPseudo } from '../../../lib/claimed-pseudo.ts';
import { rememberReferrer } from '../../../lib/referrer.ts';
import { getRuntimeConfig } from '../../../lib/runtime-config.ts';
import { sitePaths } from '../../paths.ts';
import { AuthPage } from './auth-page.tsx';

/**
 * `/signup` (`?pseudo=` from an unknown artist's page: the username is kept for the onboarding;
 * `?ref=` from an artist's referral link: sent with the onboarding, ADR 0047), by email and
 * password or with Google or Apple (ADR 0056).
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pseudo = params.get('pseudo');
  const referrer = params.get('ref');
  const { socialProviders, oauthDomain } = getRuntimeConfig().cognito;
  useEffect(() => {
    if (pseudo) rememberClaimedPseudo(pseudo);
    if (referrer) rememberReferrer(referrer);
  }, [pseudo, referrer]);

  return (
    <AuthPage pageTitle={t('web.auth.signup.pageTitle')} title={t('web.auth.signup.title')}>
      {pseudo && <p>{t('web.auth.signup.claim', { pseudo })}</p>}
      {referrer && (
        <Alert tone="info">
          {t('web.auth.signup.invited', { pseudo: referrer, percent: REFERRAL.discountPercent })}
        </Alert>
      )}
      <SignupForm
        onSignedUp={(email) => navigate(`${sitePaths.verifyEmail}?email=${encodeURIComponent(email)}`)}
      />
      {/* Google or Apple: the account is made on the way back, then onboarding (the claimed pseudo kept). */}
      <SocialSignIn providers={oauthDomain ? socialProviders : []} />
      <p>
        {t('web.auth.signup.hasAccount')} <Link to={sitePaths.login}>{t('web.auth.signup.login')}</Link>
      </p>
    </AuthPage>
  );
}
