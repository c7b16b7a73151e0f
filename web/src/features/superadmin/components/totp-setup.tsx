import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authenticatorCodeForm } from '#shared/validation/auth-forms.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Card } from '#web/src/components/ui/card.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { finishTotpSetup, startTotpSetup } from '#web/src/features/auth/api/totp.ts';
import { AuthForm } from '#web/src/features/auth/components/auth-form.tsx';
import { AuthenticatorCodeField } from '#web/src/features/auth/components/code-field.tsx';
import { useAuthForm } from '#web/src/features/auth/hooks/use-auth-form.ts';

interface Setup {
  secret: string;
  qr: string;
}

interface TotpSetupProps {
  /** The account's email: the name the authenticator app shows. */
  email: string;
  onDone: () => void;
  start?: typeof startTotpSetup;
  finish?: typeof finishTotpSetup;
}

/**
 * A superadmin without a second factor (ADR 0073): a new authenticator secret (Amplify's
 * `setUpTOTP`) as a QR code and as text, then the app's first code confirms it and makes it the
 * preferred factor. The API refuses `/api/admin/*` until then (`mfa_required`).
 */
export function TotpSetup({
  email,
  onDone,
  start = startTotpSetup,
  finish = finishTotpSetup,
}: TotpSetupProps) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<Setup | 'failed' | null>(null);
  // One secret per visit: a second `setUpTOTP` would replace the one on screen.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start(email)
      .then(async ({ secret, uri }) =>
        setSetup({ secret, qr: await QRCode.toDataURL(uri, { margin: 1, width: 208 }) }),
      )
      .catch(() => setSetup('failed'));
  }, [email, start]);
  const { register, submit, failure, fieldError, formState } = useAuthForm({
    schema: authenticatorCodeForm,
    defaultValues: { code: '' },
    onSubmit: async ({ code }) => {
      await finish(code);
      onDone();
    },
  });

  return (
    <Card title={t('web.superadmin.totpSetup.title')} className="totp-setup">
      <p>{t('web.superadmin.totpSetup.intro')}</p>
      {setup === null && <PageLoader />}
      {setup === 'failed' && <Alert tone="error">{t('web.superadmin.totpSetup.loadError')}</Alert>}
      {setup && setup !== 'failed' && (
        <>
          <p>{t('web.superadmin.totpSetup.scan')}</p>
          <img
            className="totp-setup__qr"
            src={setup.qr}
            alt={t('web.superadmin.totpSetup.qrAlt')}
            width={208}
            height={208}
          />
          <p>{t('web.superadmin.totpSetup.manual')}</p>
          <p className="totp-setup__secret">
            <span className="visually-hidden">{t('web.superadmin.totpSetup.secretLabel')}: </span>
            <code data-testid="totp-secret">{setup.secret.match(/.{1,4}/g)?.join(' ')}</code>
          </p>
          <p>{t('web.superadmin.totpSetup.enter')}</p>
          <AuthForm
            onSubmit={submit}
            failure={failure}
            busy={formState.isSubmitting}
            submitLabel={t('web.superadmin.totpSetup.submit')}
          >
            <AuthenticatorCodeField error={fieldError('code')} {...register('code')} />
          </AuthForm>
        </>
      )}
    </Card>
  );
}
