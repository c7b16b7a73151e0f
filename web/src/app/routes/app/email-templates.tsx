import emailTemplatesMessages from 'virtual:inkslot-message-sections/emailTemplates';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isLocale, type Locale } from '#shared/i18n/locales.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { useMyEmailTemplates } from '#web/src/features/email-templates/api/list-my-email-templates.ts';
import { EmailTemplateList } from '#web/src/features/email-templates/components/email-template-list.tsx';

/** `/app/settings/email-templates`: the client emails of one language (`?locale=`, the account's by default). */
function EmailTemplates() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: artist } = useMyArtist();
  const { data, error, mutate } = useMyEmailTemplates();
  const asked = params.get('locale');
  const locale: Locale = isLocale(asked) ? asked : (artist?.locale ?? 'fr');
  return (
    <div className="stack">
      <PageTitle page={t('web.emailTemplates.pageTitle')} />
      <header>
        <h1>{t('web.emailTemplates.title')}</h1>
        <p className="muted">{t('web.emailTemplates.intro')}</p>
      </header>
      {error ? (
        <LoadError error={error} onRetry={() => mutate()} />
      ) : data ? (
        <EmailTemplateList
          templates={data.items}
          locale={locale}
          onLocaleChange={(next) => setParams({ locale: next }, { replace: true })}
        />
      ) : (
        <PageLoader />
      )}
    </div>
  );
}

/** Its words are a lazy section of the catalogue (`web.emailTemplates`), loaded with the page. */
export const Component = withSectionMessages(emailTemplatesMessages, EmailTemplates);
