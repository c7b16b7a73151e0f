import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { type SocialProvider, signInWithSocialProvider } from '#web/src/features/auth/api/social-sign-in.ts';
import { AppleLogo, GoogleLogo } from './provider-logos.tsx';

interface SocialSignInProps {
  /** The providers `config.json` lists; nothing renders without any. */
  providers: readonly SocialProvider[];
  signIn?: typeof signInWithSocialProvider;
}

/** "Continue with Google / Apple" (Cognito's hosted UI). */
export function SocialSignIn({ providers, signIn = signInWithSocialProvider }: SocialSignInProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (providers.length === 0) return null;
  const labels: Record<SocialProvider, string> = {
    Google: t('web.auth.login.google'),
    SignInWithApple: t('web.auth.login.apple'),
  };
  return (
    <div className="stack">
      <p className="divider">{t('web.auth.login.or')}</p>
      {failed && <Alert tone="error">{t('web.auth.errors.generic')}</Alert>}
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          block
          onClick={() => {
            setFailed(false);
            signIn(provider).catch(() => setFailed(true));
          }}
        >
          {provider === 'Google' ? <GoogleLogo /> : <AppleLogo />} {labels[provider]}
        </Button>
      ))}
    </div>
  );
}
