import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/src/lib/api-error.ts';

/** Answers after which only a new email helps (the code or link is used up, expired or burned). */
const NEEDS_NEW_EMAIL = new Set(['login_code_expired', 'login_attempts_exceeded', 'login_link_invalid']);

/** The message of a failed sign-in call (the API's, already localized) and whether to offer a new email. */
export function useSignInFailure() {
  const { t } = useTranslation();
  return (error: unknown) => ({
    message: isApiError(error) && error.message ? error.message : t('web.portal.auth.failed'),
    needsNewEmail: isApiError(error) && NEEDS_NEW_EMAIL.has(error.code),
  });
}
