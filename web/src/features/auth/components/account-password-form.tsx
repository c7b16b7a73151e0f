import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountPasswordForm } from '#shared/validation/auth-forms.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { changePassword } from '#web/src/features/auth/api/update-password.ts';
import { useAuthForm } from '#web/src/features/auth/hooks/use-auth-form.ts';
import { authErrorName } from '#web/src/features/auth/utils/auth-error.ts';
import { AuthForm } from './auth-form.tsx';
import { PasswordField } from './password-field.tsx';

/**
 * The password: the current one, then the new one twice ('Les mots de passe ne correspondent pas'
 * when they differ). The new one follows the shared rule Cognito applies too.
 */
export function AccountPasswordForm({ change = changePassword }: { change?: typeof changePassword }) {
  const { t } = useTranslation();
  const [changed, setChanged] = useState(false);
  const form = useAuthForm({
    schema: accountPasswordForm,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    onSubmit: async ({ currentPassword, password }, { setFailure }) => {
      setChanged(false);
      try {
        await change(currentPassword, password);
      } catch (error) {
        // Cognito says "not authorized" for a wrong current password: say which password is wrong.
        if (authErrorName(error) !== 'NotAuthorizedException') throw error;
        setFailure(t('web.auth.account.password.wrongCurrent'));
        form.setFocus('currentPassword');
        return;
      }
      form.reset({ currentPassword: '', password: '', confirmPassword: '' });
      setChanged(true);
    },
  });

  return (
    <div className="stack">
      {changed && (
        <Alert tone="success">
          <strong>{t('web.auth.account.password.changed')}</strong>{' '}
          {t('web.auth.account.password.changedText')}
        </Alert>
      )}
      <AuthForm
        onSubmit={form.submit}
        failure={form.failure}
        busy={form.formState.isSubmitting}
        submitLabel={t('web.auth.account.password.submit')}
      >
        <PasswordField
          label={t('web.auth.account.password.current')}
          autoComplete="current-password"
          error={form.fieldError('currentPassword')}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label={t('web.auth.fields.newPassword')}
          autoComplete="new-password"
          hint={t('web.auth.fields.passwordHint')}
          error={form.fieldError('password')}
          {...form.register('password')}
        />
        <PasswordField
          label={t('web.auth.fields.confirmPassword')}
          autoComplete="new-password"
          error={form.fieldError('confirmPassword')}
          {...form.register('confirmPassword')}
        />
      </AuthForm>
    </div>
  );
}
