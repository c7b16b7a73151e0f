import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type PortalLoginInput, portalLoginInput } from '#shared/api/contracts/portal-auth.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { requestPortalLogin } from '#web/src/features/portal-auth/api/request-portal-login.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { fieldErrorText } from '#web/src/lib/form-errors.ts';
import { EmailField } from './email-field.tsx';

interface LoginEmailFormProps {
  defaultEmail: string;
  /** The email went out (or not, for an unknown address: the answer is the same). */
  onSent: (email: string, resendAfterSeconds: number) => void;
  request?: typeof requestPortalLogin;
}

/** `/portal/login`'s form: the address of the client's booking requests. */
export function LoginEmailForm({ defaultEmail, onSent, request = requestPortalLogin }: LoginEmailFormProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof portalLoginInput>, unknown, PortalLoginInput>({
    resolver: zodResolver(portalLoginInput),
    defaultValues: { email: defaultEmail },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const { resendAfterSeconds } = await request({ email });
      onSent(email, resendAfterSeconds);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('web.portal.auth.failed'));
    }
  });

  return (
    <form className="stack" noValidate onSubmit={submit}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <EmailField error={fieldErrorText(tk, errors.email)} {...register('email')} />
      <Button type="submit" block busy={isSubmitting} busyLabel={t('web.common.sending')}>
        {t('web.portal.auth.login.submit')}
      </Button>
    </form>
  );
}
