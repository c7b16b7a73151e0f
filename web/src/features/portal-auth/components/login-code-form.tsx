import { portalPaths } from '#web/src/app/paths.ts';
import './portal-auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type PortalCodeInput, portalCodeInput } from '#shared/api/contracts/portal-auth.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { codeDigits, EmailedCodeField } from '#web/src/components/ui/emailed-code-field.tsx';
import { confirmPortalCode } from '#web/src/features/portal-auth/api/confirm-portal-code.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { fieldErrorText } from '#web/src/lib/form-errors.ts';
import { EmailField } from './email-field.tsx';
import { useSignInFailure } from './use-sign-in-failure.ts';

interface LoginCodeFormProps {
  /** The address the email went to (remembered from `/portal/login`); asked for when unknown. */
  email: string;
  onSignedIn: () => void;
  confirm?: typeof confirmPortalCode;
}

/**
 * The 6-digit code: one numeric field (`one-time-code`, so phones offer the code from the email), a
 * pasted '123 456' kept as its digits. A used-up code offers a new email.
 */
export function LoginCodeForm({ email, onSignedIn, confirm = confirmPortalCode }: LoginCodeFormProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const failureOf = useSignInFailure();
  const [failure, setFailure] = useState<{ message: string; needsNewEmail: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof portalCodeInput>, unknown, PortalCodeInput>({
    resolver: zodResolver(portalCodeInput),
    defaultValues: { email, code: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await confirm(values);
      onSignedIn();
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  const newCodeLink = `${portalPaths.login}?email=${encodeURIComponent(watch('email') ?? '')}`;
  return (
    <form className="stack" noValidate onSubmit={submit}>
      {failure && (
        <Alert tone="error">
          <p>{failure.message}</p>
          {failure.needsNewEmail && (
            <p>
              <ButtonLink variant="link" to={newCodeLink}>
                {t('web.portal.auth.code.newCode')}
              </ButtonLink>
            </p>
          )}
        </Alert>
      )}
      {!email && <EmailField error={fieldErrorText(tk, errors.email)} {...register('email')} />}
      <div className="portal-code-input">
        <EmailedCodeField
          label={t('web.portal.auth.code.label')}
          hint={t('web.portal.auth.code.hint')}
          error={fieldErrorText(tk, errors.code)}
          {...register('code', {
            onChange: (event: { target: { value: string } }) => {
              const digits = codeDigits(event.target.value);
              if (digits !== event.target.value) setValue('code', digits);
            },
          })}
        />
      </div>
      <Button type="submit" block busy={isSubmitting} busyLabel={t('web.common.sending')}>
        {t('web.portal.auth.code.submit')}
      </Button>
    </form>
  );
}
