import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordForm } from '../../../../../shared/validation/auth-forms.ts';
import { emailField } from '../../../../../shared/validation/fields.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RequiredHint } from '../../../components/ui/required-hint.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslateKey } from '../../../hooks/use-translate-key.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { confirmPasswordReset } from '../api/confirm-reset-password.ts';
import { authErrorKey } from '../utils/auth-error.ts';

const schema = changePasswordForm.safeExtend({ email: emailField });
type Values = z.input<typeof schema>;

interface ChangePasswordFormProps {
  defaultEmail?: string;
  onChanged: () => void;
  confirm?: typeof confirmPasswordReset;
}

/** Email, the emailed 6-digit code, the new password and its confirmation (they must match). */
export function ChangePasswordForm({
  defaultEmail = '',
  onChanged,
  confirm = confirmPasswordReset,
}: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail, code: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ email, code, password }) => {
    setFailure(null);
    try {
      await confirm({ email, code, password });
      onChanged();
    } catch (error) {
      setFailure(tk(authErrorKey(error)));
    }
  });

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <RequiredHint />
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label={t('web.auth.fields.email')}
        type="email"
        autoComplete="email"
        required
        error={fieldErrorText(tk, errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('web.auth.fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        hint={t('web.auth.fields.codeHint')}
        error={fieldErrorText(tk, errors.code)}
        {...register('code')}
      />
      <TextField
        label={t('web.auth.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('web.auth.fields.passwordHint')}
        error={fieldErrorText(tk, errors.password)}
        {...register('password')}
      />
      <TextField
        label={t('web.auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={fieldErrorText(tk, errors.confirmPassword)}
        {...register('confirmPassword')}
      />
      <Button type="submit" block busy={isSubmitting} busyLabel={t('web.common.sending')}>
        {t('web.auth.changePassword.submit')}
      </Button>
    </form>
  );
}
