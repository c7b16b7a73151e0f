import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
import { mutate } from 'swr';
import { appPaths, pathTo, sitePaths } from '#web/src/app/paths.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import {
  isLinkedAccountError,
  isLinkRefusedError,
  listenToSocialSignIn,
  retryLinkedSignIn,
} from '#web/src/features/auth/api/social-sign-in.ts';
import { LoginForm } from '#web/src/features/auth/components/login-form.tsx';
import { SocialSignIn } from '#web/src/features/auth/components/social-sign-in.tsx';
import { safeReturnPath } from '#web/src/features/auth/utils/return-path.ts';
import { cognitoGroups } from '#web/src/lib/cognito-session.ts';
import { opensOffline } from '#web/src/lib/offline-entry.ts';
import { getRuntimeConfig } from '#web/src/lib/runtime-config.ts';

/** Notices other pages leave for the login page (router state). */
export interface LoginNotice {
  notice?: 'emailVerified' | 'signedOutEverywhere' | 'accountDeleted';
}

/**
 * Offline past the ID token's hour (ADR 0099): Amplify cannot renew the session, so the guard sent
 * here; if this device keeps the snapshot of the artist whose tokens it holds, the artist's space
 * opens on it, read-only, instead of a sign-in that cannot work without a network.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const target = safeReturnPath(new URL(request.url).searchParams.get('redirect')) ?? appPaths.today;
  const inApp = target === appPaths.today || target.startsWith(`${appPaths.today}/`);
  return inApp && (await opensOffline()) ? redirect(target) : null;
}

/**
 * `/login`. After sign-in: the page asked for (`?redirect=`), else `/app`; the artist area's guard
 * then sends an artist without a profile (`GET /api/me` 404) to `/app/onboarding`.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [socialFailed, setSocialFailed] = useState<false | 'generic' | 'linkRefused'>(false);
  // The authenticator app's code step is the page's only task while it shows.
  const [codeStep, setCodeStep] = useState(false);
  const returnPath = safeReturnPath(params.get('redirect')) ?? appPaths.today;
  const { socialProviders, oauthDomain } = getRuntimeConfig().cognito;
  const notice = (location.state as LoginNotice | null)?.notice;

  const enterApp = async () => {
    // Nothing cached for a previous user may show for this one.
    void mutate(() => true, undefined, { revalidate: false });
    // The team (group `superadmin`, not an artist) goes to its own area unless a page was asked for.
    const groups = params.has('redirect') ? [] : await cognitoGroups();
    const team = groups.includes('superadmin') && !groups.includes('artist');
    navigate(team ? pathTo(sitePaths.superadmin, {}) : returnPath, { replace: true });
  };

  // Back from Google or Apple (`?code=&state=`, or `?error=`): Amplify completes the sign-in.
  const fromProvider = params.has('state') && (params.has('code') || params.has('error'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: listens once, on the provider's return only
  useEffect(() => {
    if (!fromProvider) return;
    return listenToSocialSignIn({
      onSignedIn: () => void enterApp(),
      // The first sign-in that linked the provider to this email's account: again, as that account.
      onFailure: (error) => {
        if (isLinkRefusedError(error)) return setSocialFailed('linkRefused');
        if (!(isLinkedAccountError(error) && retryLinkedSignIn())) setSocialFailed('generic');
      },
    });
  }, [fromProvider]);

  return (
    <div className="stack">
      <PageTitle page={t('web.auth.login.pageTitle')} />
      <h1>{t('web.auth.login.title')}</h1>
      {notice === 'emailVerified' && <Alert tone="success">{t('web.auth.login.emailVerified')}</Alert>}
      {notice === 'accountDeleted' && <Alert tone="success">{t('web.auth.login.accountDeleted')}</Alert>}
      {notice === 'signedOutEverywhere' && (
        <Alert tone="success">{t('web.auth.login.signedOutEverywhere')}</Alert>
      )}
      {socialFailed === 'generic' && <Alert tone="error">{t('web.auth.errors.generic')}</Alert>}
      {socialFailed === 'linkRefused' && (
        <Alert tone="error">
          <strong>{t('web.auth.login.linkRefused.title')}</strong> {t('web.auth.login.linkRefused.text')}
        </Alert>
      )}
      <LoginForm
        defaultEmail={params.get('email') ?? ''}
        onSignedIn={() => void enterApp()}
        onNeedsVerification={(email) =>
          navigate(`${sitePaths.verifyEmail}?email=${encodeURIComponent(email)}`)
        }
        onCodeStep={setCodeStep}
      />
      {!codeStep && (
        <>
          <p>
            <Link to={sitePaths.forgotPassword}>{t('web.auth.login.forgotPassword')}</Link>
          </p>
          <SocialSignIn providers={oauthDomain ? socialProviders : []} />
          <p>
            {t('web.auth.login.noAccount')} <Link to={sitePaths.signup}>{t('web.auth.login.signup')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
