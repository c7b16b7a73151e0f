import tutorialsMessages from 'virtual:inkslot-message-sections/tutorials';
import { useTranslation } from 'react-i18next';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyToday } from '#web/src/features/today/api/get-my-today.ts';
import { TutorialGuide } from '#web/src/features/tutorials/components/tutorial-guide.tsx';

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
