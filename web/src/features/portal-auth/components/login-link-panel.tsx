import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portalLinkToken } from '#shared/api/contracts/portal-auth.ts';
import { portalPaths } from '#web/src/app/paths.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { confirmPortalLink } from '#web/src/features/portal-auth/api/confirm-portal-link.ts';
import { useSignInFailure } from './use-sign-in-failure.ts';

interface LoginLinkPanelProps {
  token: string;
  onSignedIn: () => void;
  confirm?: typeof confirmPortalLink;
}

/**
 * The magic link's page: nothing is sent until the client presses the button, so a mail scanner
 * that opens the link uses nothing up.
 */
export function LoginLinkPanel({ token, onSignedIn, confirm = confirmPortalLink }: LoginLinkPanelProps) {
  const { t } = useTranslation();
  const failureOf = useSignInFailure();
  const [busy, setBusy] = useState(false);
  // A link cut short or made up is said plainly at once, never as "some fields are invalid".
  const wellFormed = portalLinkToken.safeParse(token).success;
  const [failure, setFailure] = useState<{ message: string; spent: boolean } | null>(
    wellFormed ? null : { message: t('errors.login_link_invalid'), spent: true },
  );

  const signIn = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await confirm(token);
      onSignedIn();
    } catch (error) {
      const { message, needsNewEmail } = failureOf(error);
      setFailure({ message, spent: needsNewEmail });
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <h1>{t('web.portal.auth.link.title')}</h1>
      <p>{t('web.portal.auth.link.intro')}</p>
      {failure && (
        <Alert tone="error">
          <p>{failure.message}</p>
          <p>
            <ButtonLink variant="link" to={portalPaths.login}>
              {t('web.portal.auth.link.newEmail')}
            </ButtonLink>
          </p>
        </Alert>
      )}
      <Button
        block
        busy={busy}
        busyLabel={t('web.common.sending')}
        disabled={failure?.spent}
        onClick={() => void signIn()}
      >
        {t('web.portal.auth.link.submit')}
      </Button>
    </div>
  );
}
