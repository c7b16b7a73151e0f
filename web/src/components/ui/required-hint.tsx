import { useTranslation } from 'react-i18next';

/** The legend of the `*` that marks required fields. */
export function RequiredHint() {
  const { t } = useTranslation();
  return <p className="field__hint">{t('web.common.requiredHint')}</p>;
}
