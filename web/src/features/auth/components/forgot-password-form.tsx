import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { forgotPasswordForm } from '../../../../../shared/validation/auth-forms.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RequiredHint } from '../../../components/ui/required-hint.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslateKey } from '../../../hooks/use-translate-key.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { requestPasswordReset } from '../api/reset-password.ts';
import { authErrorKey } from '../utils/auth-error.ts';

type Values = z.input<typeof forgotPasswordForm>;

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
  const tk = useTranslateKey();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof forgotPasswordForm>>({
    resolver: zodResolver(forgotPasswordForm),
    defaultValues: { email: defaultEmail },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await reset(email);
      onSent(email);
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
      <Button type="submit" block busy={isSubmitting} busyLabel={t('web.common.sending')}>
        {t('web.auth.forgotPassword.submit')}
      </Button>
    </form>
  );
}
