import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { authenticatorCodeForm } from '#shared/validation/auth-forms.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { confirmTotpSignIn } from '#web/src/features/auth/api/totp.ts';
import { useAuthForm } from '#web/src/features/auth/hooks/use-auth-form.ts';
import { authErrorName } from '#web/src/features/auth/utils/auth-error.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthenticatorCodeField } from './code-field.tsx';

interface TotpCodeFormProps {
  onSignedIn: () => void;
  /** Back to the email and password (another account, or a sign-in that expired). */
  onRestart: () => void;
  confirm?: typeof confirmTotpSignIn;
}

/** The sign-in's second step for an account with an authenticator app (TOTP, ADR 0073). */
export function TotpCodeForm({ onSignedIn, onRestart, confirm = confirmTotpSignIn }: TotpCodeFormProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the password form: focus and screen readers move to it.
  useEffect(() => heading.current?.focus(), []);
  const { register, submit, failure, fieldError, formState } = useAuthForm({
    schema: authenticatorCodeForm,
    defaultValues: { code: '' },
    onSubmit: async ({ code }, { setFailure }) => {
      try {
        if (await confirm(code)) onSignedIn();
        else setFailure(t('web.auth.errors.generic'));
      } catch (error) {
        // Cognito closes the sign-in after 3 minutes or too many wrong codes.
        if (authErrorName(error) === 'NotAuthorizedException') setFailure(t('web.auth.totpCode.expired'));
        else throw error;
      }
    },
  });

  return (
    <div className="stack">
      <h2 ref={heading} tabIndex={-1}>
        {t('web.auth.totpCode.title')}
      </h2>
      <p>{t('web.auth.totpCode.intro')}</p>
      <AuthForm
        onSubmit={submit}
        failure={failure}
        busy={formState.isSubmitting}
        submitLabel={t('web.auth.totpCode.submit')}
        footer={
          <Button variant="secondary" block onClick={onRestart}>
            {t('web.auth.totpCode.back')}
          </Button>
        }
      >
        <AuthenticatorCodeField error={fieldError('code')} {...register('code')} />
      </AuthForm>
    </div>
  );
}
