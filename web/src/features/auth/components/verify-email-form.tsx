import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyEmailForm } from '#shared/validation/auth-forms.ts';
import { emailField } from '#shared/validation/fields.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { confirmArtistSignUp } from '#web/src/features/auth/api/confirm-sign-up.ts';
import { resendArtistSignUpCode } from '#web/src/features/auth/api/resend-sign-up-code.ts';
import { useAuthForm } from '#web/src/features/auth/hooks/use-auth-form.ts';
import { useCountdown } from '#web/src/hooks/use-countdown.ts';
import { AuthForm } from './auth-form.tsx';
import { CodeField } from './code-field.tsx';
import { EmailField } from './email-field.tsx';

/** The spec leaves the countdown's length open: one minute between two codes. */
export const RESEND_COUNTDOWN_SECONDS = 60;

const schema = verifyEmailForm.extend({ email: emailField });

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
  const countdown = useCountdown(RESEND_COUNTDOWN_SECONDS);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const { register, trigger, getValues, submit, failure, setFailure, failWith, fieldError, formState } =
    useAuthForm({
      schema,
      defaultValues: { email, code: '' },
      onSubmit: async (values) => {
        await confirm(values.email, values.code);
        onVerified(values.email);
      },
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
      failWith(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthForm
      onSubmit={submit}
      failure={failure}
      busy={formState.isSubmitting}
      submitLabel={t('web.auth.verifyEmail.submit')}
      footer={
        <Button variant="secondary" block disabled={countdown.running} busy={resending} onClick={resendCode}>
          {countdown.running
            ? t('web.auth.verifyEmail.resendIn', { seconds: countdown.remaining })
            : t('web.auth.verifyEmail.resend')}
        </Button>
      }
    >
      {resent && <Alert tone="success">{t('web.auth.verifyEmail.resent')}</Alert>}
      {!email && <EmailField error={fieldError('email')} {...register('email')} />}
      <CodeField error={fieldError('code')} {...register('code')} />
    </AuthForm>
  );
}
