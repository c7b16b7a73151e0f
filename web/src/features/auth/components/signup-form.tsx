import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { signUpForm } from '../../../../../shared/validation/auth-forms.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RequiredHint } from '../../../components/ui/required-hint.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslateKey } from '../../../hooks/use-translate-key.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { signUpArtist } from '../api/sign-up.ts';
import { authErrorKey } from '../utils/auth-error.ts';

type Values = z.input<typeof signUpForm>;

interface SignupFormProps {
  /** Called with the (normalized) email once Cognito has created the account. */
  onSignedUp: (email: string) => void;
  signUp?: typeof signUpArtist;
}

/** Email and password (8+ characters, 1 special); the account's language is the current one. */
export function SignupForm({ onSignedUp, signUp = signUpArtist }: SignupFormProps) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof signUpForm>>({
    resolver: zodResolver(signUpForm),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signUp({ email, password, locale: currentLocale(i18n) });
      onSignedUp(email);
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
        autoComplete="new-password"
        required
        hint={t('web.auth.fields.passwordHint')}
        error={fieldErrorText(tk, errors.password)}
        {...register('password')}
      />
      <Button type="submit" block busy={isSubmitting} busyLabel={t('web.common.sending')}>
        {t('web.auth.signup.submit')}
      </Button>
    </form>
  );
}
