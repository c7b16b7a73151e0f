import { useTranslation } from 'react-i18next';
import { signUpForm } from '#shared/validation/auth-forms.ts';
import { signUpArtist } from '#web/src/features/auth/api/sign-up.ts';
import { useAuthForm } from '#web/src/features/auth/hooks/use-auth-form.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailField } from './email-field.tsx';
import { PasswordField } from './password-field.tsx';

interface SignupFormProps {
  /** Called with the (normalized) email once Cognito has created the account. */
  onSignedUp: (email: string) => void;
  signUp?: typeof signUpArtist;
}

/** Email and password (8+ characters, 1 special); the account's language is the current one. */
export function SignupForm({ onSignedUp, signUp = signUpArtist }: SignupFormProps) {
  const { t, i18n } = useTranslation();
  const { register, submit, failure, fieldError, formState } = useAuthForm({
    schema: signUpForm,
    defaultValues: { email: '', password: '' },
    onSubmit: async ({ email, password }) => {
      await signUp({ email, password, locale: currentLocale(i18n) });
      onSignedUp(email);
    },
  });

  return (
    <AuthForm
      onSubmit={submit}
      failure={failure}
      busy={formState.isSubmitting}
      submitLabel={t('web.auth.signup.submit')}
    >
      <EmailField error={fieldError('email')} {...register('email')} />
      <PasswordField
        autoComplete="new-password"
        hint={t('web.auth.fields.passwordHint')}
        error={fieldError('password')}
        {...register('password')}
      />
    </AuthForm>
  );
}
