import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { REFERRAL } from '#shared/domain/billing/price-table.ts';
import { sitePaths } from '#web/src/app/paths.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { SignupForm } from '#web/src/features/auth/components/signup-form.tsx';
import { SocialSignIn } from '#web/src/features/auth/components/social-sign-in.tsx';
import { rememberClaimedPseudo } from '#web/src/lib/claimed-pseudo.ts';
import { rememberReferrer } from '#web/src/lib/referrer.ts';
import { getRuntimeConfig } from '#web/src/lib/runtime-config.ts';
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
