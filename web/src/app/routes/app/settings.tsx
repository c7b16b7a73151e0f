import { useTranslation } from 'react-i18next';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { SettingsHub } from '#web/src/features/workspace/components/settings-hub.tsx';

/** `/app/settings`: every settings area, the ones that exist linked. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle page={t('web.workspace.settings.pageTitle')} />
      <SettingsHub />
    </>
  );
}
