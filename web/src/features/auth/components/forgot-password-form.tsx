import { useTranslation } from 'react-i18next';
import { forgotPasswordForm } from '#shared/validation/auth-forms.ts';
import { requestPasswordReset } from '#web/src/features/auth/api/reset-password.ts';
import { useAuthForm } from '#web/src/features/auth/hooks/use-auth-form.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailField } from './email-field.tsx';

interface ForgotPasswordFormProps {
  defaultEmail?: string;
  onSent: (email: string) => void;
  reset?: typeof requestPasswordReset;
}

export function ForgotPasswordForm({
  defaultEmail = '',
  onSent,
  reset = requestPasswordReset,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const { register, submit, failure, fieldError, formState } = useAuthForm({
    schema: forgotPasswordForm,
    defaultValues: { email: defaultEmail },
    onSubmit: async ({ email }) => {
      await reset(email);
      onSent(email);
    },
  });

  return (
    <AuthForm
      onSubmit={submit}
      failure={failure}
      busy={formState.isSubmitting}
      submitLabel={t('web.auth.forgotPassword.submit')}
    >
      <EmailField error={fieldError('email')} {...register('email')} />
    </AuthForm>
  );
}
