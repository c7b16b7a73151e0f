import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInForm } from '#shared/validation/auth-forms.ts';
import { signInArtist } from '#web/src/features/auth/api/sign-in.ts';
import { useAuthForm } from '#web/src/features/auth/hooks/use-auth-form.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailField } from './email-field.tsx';
import { PasswordField } from './password-field.tsx';
import { TotpCodeForm } from './totp-code-form.tsx';

interface LoginFormProps {
  defaultEmail?: string;
  onSignedIn: () => void;
  /** The account exists but its email is not verified yet. */
  onNeedsVerification: (email: string) => void;
  signIn?: typeof signInArtist;
  /** The sign-in moved to (true) or left (false) the authenticator app's code step. */
  onCodeStep?: (active: boolean) => void;
}

export function LoginForm({
  defaultEmail = '',
  onSignedIn,
  onNeedsVerification,
  signIn = signInArtist,
  onCodeStep,
}: LoginFormProps) {
  const { t } = useTranslation();
  // An account with an authenticator app (TOTP) answers the password with a code step.
  const [step, setStepState] = useState<'password' | 'totpCode'>('password');
  const setStep = (next: 'password' | 'totpCode') => {
    setStepState(next);
    onCodeStep?.(next === 'totpCode');
  };
  const { register, submit, failure, fieldError, formState } = useAuthForm({
    schema: signInForm,
    defaultValues: { email: defaultEmail, password: '' },
    onSubmit: async ({ email, password }, { setFailure }) => {
      const outcome = await signIn(email, password);
      if (outcome === 'signedIn') onSignedIn();
      else if (outcome === 'totpCode') setStep('totpCode');
      else if (outcome === 'confirmSignUp') onNeedsVerification(email);
      else setFailure(t('web.auth.errors.generic'));
    },
  });

  if (step === 'totpCode')
    return <TotpCodeForm onSignedIn={onSignedIn} onRestart={() => setStep('password')} />;
  return (
    <AuthForm
      onSubmit={submit}
      failure={failure}
      busy={formState.isSubmitting}
      submitLabel={t('web.auth.login.submit')}
    >
      <EmailField error={fieldError('email')} {...register('email')} />
      <PasswordField
        autoComplete="current-password"
        error={fieldError('password')}
        {...register('password')}
      />
    </AuthForm>
  );
}
