import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { signInForm } from '../../../../../shared/validation/auth-forms.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RequiredHint } from '../../../components/ui/required-hint.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslateKey } from '../../../hooks/use-translate-key.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { signInArtist } from '../api/sign-in.ts';
import { authErrorKey } from '../utils/auth-error.ts';

type Values = z.input<typeof signInForm>;

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
  const tk = useTranslateKey();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof signInForm>>({
    resolver: zodResolver(signInForm),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const outcome = await signIn(email, password);
      if (outcome === 'signedIn') onSignedIn();
      else if (outcome === 'confirmSignUp') onNeedsVerification(email);
      else setFailure(t('web.auth.errors.generic'));
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
        label={t('web.auth.fields.password')}
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrorText(tk, errors.password)}
        {...register('password')}
      />
      <Button type="submit" block busy={isSubmitting} busyLabel={t('web.common.sending')}>
        {t('web.auth.login.submit')}
      </Button>
    </form>
  );
}
