import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import { emailCodeForm, newEmailForm } from '#shared/validation/auth-forms.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { syncMyEmail } from '#web/src/features/auth/api/sync-my-email.ts';
import { confirmEmailChange, requestEmailChange } from '#web/src/features/auth/api/update-email.ts';
import { useAuthForm } from '#web/src/features/auth/hooks/use-auth-form.ts';
import { AuthForm } from './auth-form.tsx';
import { CodeField } from './code-field.tsx';
import { EmailField } from './email-field.tsx';

interface AccountEmailFormProps {
  currentEmail: string;
  /** With the account once its email followed the new sign-in address. */
  onChanged: (artist: MyArtist) => void;
  request?: typeof requestEmailChange;
  confirm?: typeof confirmEmailChange;
  sync?: typeof syncMyEmail;
}

/**
 * The sign-in email: a new address gets a code (Cognito keeps the current address until the code
 * is typed), then the account's email follows (`PUT /me/email`), so notifications go there too.
 */
export function AccountEmailForm({
  currentEmail,
  onChanged,
  request = requestEmailChange,
  confirm = confirmEmailChange,
  sync = syncMyEmail,
}: AccountEmailFormProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);
  const [changed, setChanged] = useState<string | null>(null);

  const finish = async () => {
    const artist = await sync();
    setPending(null);
    setChanged(artist.email);
    onChanged(artist);
  };

  const address = useAuthForm({
    schema: newEmailForm,
    defaultValues: { email: '' },
    onSubmit: async ({ email }, { setFailure }) => {
      setChanged(null);
      if (email.toLowerCase() === currentEmail.toLowerCase()) {
        setFailure(t('web.auth.account.email.sameEmail'));
        return;
      }
      const { codeSent } = await request(email);
      if (codeSent) setPending(email);
      else await finish();
    },
  });
  const code = useAuthForm({
    schema: emailCodeForm,
    defaultValues: { code: '' },
    onSubmit: async ({ code: value }) => {
      await confirm(value);
      await finish();
      address.reset({ email: '' });
      code.reset({ code: '' });
    },
  });

  return (
    <div className="stack">
      <p>{t('web.auth.account.email.current', { email: currentEmail })}</p>
      {changed && (
        <Alert tone="success">
          <strong>{t('web.auth.account.email.changed')}</strong>{' '}
          {t('web.auth.account.email.changedText', { email: changed })}
        </Alert>
      )}
      {pending ? (
        <AuthForm
          onSubmit={code.submit}
          failure={code.failure}
          busy={code.formState.isSubmitting}
          submitLabel={t('web.auth.account.email.confirm')}
          footer={
            <Button variant="link" onClick={() => setPending(null)}>
              {t('web.auth.account.email.otherAddress')}
            </Button>
          }
        >
          <Alert tone="info">{t('web.auth.account.email.codeSent', { email: pending })}</Alert>
          <CodeField autoFocus error={code.fieldError('code')} {...code.register('code')} />
        </AuthForm>
      ) : (
        <AuthForm
          onSubmit={address.submit}
          failure={address.failure}
          busy={address.formState.isSubmitting}
          submitLabel={t('web.auth.account.email.send')}
        >
          <EmailField
            label={t('web.auth.account.email.newEmail')}
            error={address.fieldError('email')}
            {...address.register('email')}
          />
        </AuthForm>
      )}
    </div>
  );
}
