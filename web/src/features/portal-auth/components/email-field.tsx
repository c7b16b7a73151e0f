import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#web/src/components/ui/text-field.tsx';

/** The client's email address, as the login forms ask for it (the field's `register` props and error). */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'required'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('web.portal.auth.login.email')}
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
