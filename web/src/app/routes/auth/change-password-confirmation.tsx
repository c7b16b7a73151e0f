import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { sitePaths } from '../../paths.ts';

/** `/change-password/confirmation`, with a back-to-login button. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <PageTitle page={t('web.auth.changePasswordConfirmation.pageTitle')} />
      <h1>{t('web.auth.changePasswordConfirmation.title')}</h1>
      <p role="status">{t('web.auth.changePasswordConfirmation.text')}</p>
      <ButtonLink to={sitePaths.login} block>
        {t('web.auth.backToLogin')}
      </ButtonLink>
    </div>
  );
}
