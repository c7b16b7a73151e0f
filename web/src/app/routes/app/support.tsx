import supportMessages from 'virtual:inkslot-message-sections/support';
import { useTranslation } from 'react-i18next';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { SupportHub } from '#web/src/features/support/components/support-hub.tsx';

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
