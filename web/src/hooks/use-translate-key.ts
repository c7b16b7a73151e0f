import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * `t` for keys known only at run time (zod messages such as `validation.emailInvalid`, mapped
 * error keys); static keys go through the typed `t` of `useTranslation`.
 */
export function useTranslateKey(): (key: string, values?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return useCallback((key, values) => String(t(key as never, values as never)), [t]);
}
