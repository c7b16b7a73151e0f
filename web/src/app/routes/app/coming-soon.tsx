import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ComingSoon, type ComingSoonTopic } from '../../../features/workspace/components/coming-soon.tsx';

/** `/app/tutorials`: a page of a later release, saying so. */
export function Component() {
  const { t } = useTranslation();
  const topic = useLocation().pathname.split('/')[2] as ComingSoonTopic;
  return (
    <>
      <PageTitle page={t(`web.workspace.comingSoon.${topic}.title`)} />
      <ComingSoon topic={topic} />
    </>
  );
}
