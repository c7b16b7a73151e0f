import tutorialsMessages from 'virtual:inkslot-message-sections/tutorials';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useMyToday } from '../../../features/today/api/get-my-today.ts';
import { TutorialGuide } from '../../../features/tutorials/components/tutorial-guide.tsx';
import { withSectionMessages } from '../../with-section-messages.tsx';

/** `/app/tutorials`: the getting-started guide, with what Today's checklist says is done. */
function Tutorials() {
  const { t } = useTranslation();
  const { data: today } = useMyToday();
  return (
    <>
      <PageTitle page={t('web.tutorials.pageTitle')} />
      <TutorialGuide done={today?.checklist} />
    </>
  );
}

/** Its words are a lazy section of the catalogue (`web.tutorials`), loaded with the page. */
export const Component = withSectionMessages(tutorialsMessages, Tutorials);
