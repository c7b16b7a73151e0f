import supportMessages from 'virtual:inkslot-message-sections/support';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { SupportHub } from '../../../features/support/components/support-hub.tsx';
import { withSectionMessages } from '../../with-section-messages.tsx';

/** `/app/settings/support`: the guide, a bug report or a suggestion. */
function Support() {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <PageTitle page={t('web.support.help.pageTitle')} />
      <header>
        <h1>{t('web.support.help.title')}</h1>
        <p className="muted">{t('web.support.help.intro')}</p>
      </header>
      <SupportHub />
    </div>
  );
}

/** Its words are a lazy section of the catalogue (`web.support`), loaded with the page. */
export const Component = withSectionMessages(supportMessages, Support);
