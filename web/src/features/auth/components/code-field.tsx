import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';

type CodeFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'inputMode' | 'autoComplete' | 'maxLength' | 'required' | 'hint'
>;

/** The required 6-digit code Cognito emails, typed on a numeric keypad. */
export function CodeField(props: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('web.auth.fields.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      hint={t('web.auth.fields.codeHint')}
      {...props}
    />
  );
}
