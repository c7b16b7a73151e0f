import supportMessages from 'virtual:inkslot-message-sections/support';
import { useTranslation } from 'react-i18next';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { BugReportForm } from '#web/src/features/support/components/bug-report-form.tsx';

/** `/app/settings/bug`: report a bug. */
function BugReport() {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <PageTitle page={t('web.support.bug.pageTitle')} />
      <header>
        <h1>{t('web.support.bug.title')}</h1>
        <p className="muted">{t('web.support.bug.intro')}</p>
      </header>
      <BugReportForm />
    </div>
  );
}

/** Its words are a lazy section of the catalogue (`web.support`), loaded with the page. */
export const Component = withSectionMessages(supportMessages, BugReport);
