import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#web/src/components/ui/text-field.tsx';

type CodeFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'inputMode' | 'autoComplete' | 'maxLength' | 'required' | 'hint'
> & {
  /** Another label and hint than the emailed code's (an authenticator app's code). */
  label?: string;
  hint?: string;
};

/** A required 6-digit code (by default the one Cognito emails), typed on a numeric keypad. */
export function CodeField({ label, hint, ...props }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('web.auth.fields.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      hint={hint ?? t('web.auth.fields.codeHint')}
      {...props}
    />
  );
}

/** The 6-digit code of an authenticator app (TOTP, ADR 0073): at sign-in and when setting one up. */
export function AuthenticatorCodeField(props: Omit<CodeFieldProps, 'label' | 'hint'>) {
  const { t } = useTranslation();
  return <CodeField label={t('web.auth.totpCode.label')} hint={t('web.auth.totpCode.hint')} {...props} />;
}
