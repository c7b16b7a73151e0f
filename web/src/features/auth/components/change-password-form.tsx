import { useTranslation } from 'react-i18next';
import { changePasswordForm } from '#shared/validation/auth-forms.ts';
import { emailField } from '#shared/validation/fields.ts';
import { confirmPasswordReset } from '#web/src/features/auth/api/confirm-reset-password.ts';
import { useAuthForm } from '#web/src/features/auth/hooks/use-auth-form.ts';
import { AuthForm } from './auth-form.tsx';
import { CodeField } from './code-field.tsx';
import { EmailField } from './email-field.tsx';
import { PasswordField } from './password-field.tsx';

const schema = changePasswordForm.safeExtend({ email: emailField });

interface ChangePasswordFormProps {
  defaultEmail?: string;
  /** The code from the reset email's link: with it, only the new password is left to type. */
  defaultCode?: string;
  onChanged: () => void;
  confirm?: typeof confirmPasswordReset;
}

/**
 * Email, the emailed 6-digit code, the new password and its confirmation (they must match). From
 * the reset email's link the email and the code are filled in and the new password has the focus.
 */
export function ChangePasswordForm({
  defaultEmail = '',
  defaultCode = '',
  onChanged,
  confirm = confirmPasswordReset,
}: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const { register, submit, failure, fieldError, formState } = useAuthForm({
    schema,
    defaultValues: {
      email: defaultEmail,
      code: /^\d{6}$/.test(defaultCode) ? defaultCode : '',
      password: '',
      confirmPassword: '',
    },
    onSubmit: async ({ email, code, password }) => {
      await confirm({ email, code, password });
      onChanged();
    },
  });

  return (
    <AuthForm
      onSubmit={submit}
      failure={failure}
      busy={formState.isSubmitting}
      submitLabel={t('web.auth.changePassword.submit')}
    >
      <EmailField error={fieldError('email')} {...register('email')} />
      <CodeField error={fieldError('code')} {...register('code')} />
      <PasswordField
        label={t('web.auth.fields.newPassword')}
        autoComplete="new-password"
        hint={t('web.auth.fields.passwordHint')}
        error={fieldError('password')}
        // Arrived from the email's link (email and code filled in): straight to the new password.
        autoFocus={Boolean(defaultEmail) && /^\d{6}$/.test(defaultCode)}
        {...register('password')}
      />
      <PasswordField
        label={t('web.auth.fields.confirmPassword')}
        autoComplete="new-password"
        error={fieldError('confirmPassword')}
        {...register('confirmPassword')}
      />
    </AuthForm>
  );
}
