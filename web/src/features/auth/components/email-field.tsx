import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#web/src/components/ui/text-field.tsx';

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'autoComplete' | 'required'
> & {
  /** "Email address" unless told. */
  label?: string;
};

/** The required email address of the auth forms. */
export function EmailField({ label, ...props }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('web.auth.fields.email')}
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
