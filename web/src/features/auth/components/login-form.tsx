import { useTranslation } from 'react-i18next';
import { signInForm } from '../../../../../shared/validation/auth-forms.ts';
import { signInArtist } from '../api/sign-in.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailField } from './email-field.tsx';
import { PasswordField } from './password-field.tsx';

interface LoginFormProps {
  defaultEmail?: string;
  onSignedIn: () => void;
  /** The account exists but its email is not verified yet. */
  onNeedsVerification: (email: string) => void;
  signIn?: typeof signInArtist;
}

export function LoginForm({
  defaultEmail = '',
  onSignedIn,
  onNeedsVerification,
  signIn = signInArtist,
}: LoginFormProps) {
  const { t } = useTranslation();
  const { register, submit, failure, fieldError, formState } = useAuthForm({
    schema: signInForm,
    defaultValues: { email: defaultEmail, password: '' },
    onSubmit: async ({ email, password }, { setFailure }) => {
      const outcome = await signIn(email, password);
      if (outcome === 'signedIn') onSignedIn();
      else if (outcome === 'confirmSignUp') onNeedsVerification(email);
      else setFailure(t('web.auth.errors.generic'));
    },
  });

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
