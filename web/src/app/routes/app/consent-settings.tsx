import consentFormMessages from 'virtual:inkslot-message-sections/consentForm';
import consentSettingsMessages from 'virtual:inkslot-message-sections/consentSettings';
import { useTranslation } from 'react-i18next';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyConsentForm } from '#web/src/features/consent-settings/api/consent-form.ts';
import { ConsentSettingsForm } from '#web/src/features/consent-settings/components/consent-settings-form.tsx';

/** `/app/settings/consent` (issue 30, item 1): the consent form clients sign before their session. */
function ConsentSettings() {
  const { t } = useTranslation();
  const { data, error, mutate } = useMyConsentForm();
  return (
    <div className="stack">
      <PageTitle page={t('web.consentSettings.pageTitle')} />
      <header>
        <h1>{t('web.consentSettings.title')}</h1>
        <p className="muted">{t('web.consentSettings.intro')}</p>
      </header>
      {error && <LoadError error={error} onRetry={mutate} />}
      {data ? (
        <ConsentSettingsForm initial={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
      ) : (
        !error && <PageLoader />
      )}
    </div>
  );
}

/** Its words, and the form's as the client sees it (the preview), are lazy sections loaded with the page. */
export const Component = withSectionMessages([consentSettingsMessages, consentFormMessages], ConsentSettings);
