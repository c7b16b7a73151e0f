import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { verifyEmailForm } from '../../../../../shared/validation/auth-forms.ts';
import { emailField } from '../../../../../shared/validation/fields.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RequiredHint } from '../../../components/ui/required-hint.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslateKey } from '../../../hooks/use-translate-key.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { confirmArtistSignUp } from '../api/confirm-sign-up.ts';
import { resendArtistSignUpCode } from '../api/resend-sign-up-code.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { authErrorKey } from '../utils/auth-error.ts';

/** The spec leaves the countdown's length open: one minute between two codes. */
export const RESEND_COUNTDOWN_SECONDS = 60;

const schema = verifyEmailForm.extend({ email: emailField });
type Values = z.input<typeof schema>;

interface VerifyEmailFormProps {
  /** The address the code went to (`?email=`); asked for when missing. */
  email: string;
  onVerified: (email: string) => void;
  confirm?: typeof confirmArtistSignUp;
  resend?: typeof resendArtistSignUpCode;
}

/** The 6-digit code, and a resend button that waits 60 s between codes. */
export function VerifyEmailForm({
  email,
  onVerified,
  confirm = confirmArtistSignUp,
  resend = resendArtistSignUpCode,
}: VerifyEmailFormProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const countdown = useCountdown(RESEND_COUNTDOWN_SECONDS);
  const [failure, setFailure] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email, code: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await confirm(values.email, values.code);
      onVerified(values.email);
    } catch (error) {
      setFailure(tk(authErrorKey(error)));
    }
  });

  const resendCode = async () => {
    setFailure(null);
    setResent(false);
    if (!(await trigger('email'))) return;
    setResending(true);
    try {
      await resend(emailField.parse(getValues('email')));
      setResent(true);
      countdown.restart();
    } catch (error) {
      setFailure(tk(authErrorKey(error)));
    } finally {
      setResending(false);
    }
  };

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <RequiredHint />
      {failure && <Alert tone="error">{failure}</Alert>}
      {resent && <Alert tone="success">{t('web.auth.verifyEmail.resent')}</Alert>}
      {!email && (
        <TextField
          label={t('web.auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          error={fieldErrorText(tk, errors.email)}
          {...register('email')}
        />
      )}
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
      <Button type="submit" block busy={isSubmitting} busyLabel={t('web.common.sending')}>
        {t('web.auth.verifyEmail.submit')}
      </Button>
      <Button variant="secondary" block disabled={countdown.running} busy={resending} onClick={resendCode}>
        {countdown.running
          ? t('web.auth.verifyEmail.resendIn', { seconds: countdown.remaining })
          : t('web.auth.verifyEmail.resend')}
      </Button>
    </form>
  );
}
