import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { RequiredHint } from '#web/src/components/ui/required-hint.tsx';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's error (already translated), announced above the fields. */
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  /** The fields, and any message shown between the failure and them. */
  children: ReactNode;
  /** Under the submit button (a secondary action). */
  footer?: ReactNode;
}

/** The shell of the auth forms: the required-fields legend, the failure, the fields, the submit button. */
export function AuthForm({ onSubmit, failure, busy, submitLabel, children, footer }: AuthFormProps) {
  const { t } = useTranslation();
  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      <RequiredHint />
      {failure && <Alert tone="error">{failure}</Alert>}
      {children}
      <Button type="submit" block busy={busy} busyLabel={t('web.common.sending')}>
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
