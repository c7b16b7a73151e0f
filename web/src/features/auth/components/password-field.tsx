import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#web/src/components/ui/text-field.tsx';

type PasswordFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'autoComplete' | 'required'
> & {
  /** "Password" unless told. */
  label?: string;
  autoComplete: 'current-password' | 'new-password';
};

/** A required password field of the auth forms. */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  return <TextField label={label ?? t('web.auth.fields.password')} type="password" required {...props} />;
}
