import emailTemplatesMessages from 'virtual:inkslot-message-sections/emailTemplates';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { EMAIL_TEMPLATE_KINDS, type EmailTemplateKind } from '#shared/domain/email-templates.ts';
import { isLocale, LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { appPaths } from '#web/src/app/paths.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { EmptyState } from '#web/src/components/ui/empty-state.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { SegmentedControl } from '#web/src/components/ui/segmented-control.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { useMyEmailTemplates } from '#web/src/features/email-templates/api/list-my-email-templates.ts';
import { EmailTemplateEditor } from '#web/src/features/email-templates/components/email-template-editor.tsx';
import { sampleValues } from '#web/src/features/email-templates/utils/sample-values.ts';
import { useMyProfile } from '#web/src/features/profile/api/get-my-profile.ts';

function isKind(value: string | undefined): value is EmailTemplateKind {
  return (EMAIL_TEMPLATE_KINDS as readonly string[]).includes(value ?? '');
}

/** `/app/settings/email-templates/:kind?locale=`: one client email in one language, to reword. */
function EmailTemplatePage() {
  const { t } = useTranslation();
  const { kind } = useParams();
  const [params, setParams] = useSearchParams();
  const { data: artist } = useMyArtist();
  const { data: profile } = useMyProfile();
  const { data, error, mutate } = useMyEmailTemplates();
  const asked = params.get('locale');
  const locale: Locale = isLocale(asked) ? asked : (artist?.locale ?? 'fr');
  const back = (
    <Link className="email-templates__back" to={`${appPaths.emailTemplates}?locale=${locale}`}>
      <ArrowLeft aria-hidden="true" size={18} /> {t('web.emailTemplates.back')}
    </Link>
  );
  if (!isKind(kind)) {
    return (
      <div className="stack">
        <PageTitle page={t('web.emailTemplates.pageTitle')} />
        <h1>{t('web.emailTemplates.title')}</h1>
        <EmptyState
          title={t('web.emailTemplates.editor.notFound')}
          action={<ButtonLink to={appPaths.emailTemplates}>{t('web.emailTemplates.back')}</ButtonLink>}
        />
      </div>
    );
  }
  const name = t(`web.emailTemplates.kinds.${kind}.name`);
  const template = data?.items.find((item) => item.kind === kind && item.locale === locale);
  return (
    <div className="stack">
      <PageTitle page={name} />
      {back}
      <header className="stack">
        <h1>{name}</h1>
        <p className="muted">{t(`web.emailTemplates.kinds.${kind}.description`)}</p>
        <SegmentedControl
          label={t('web.emailTemplates.language')}
          segments={LOCALES.map((value) => ({ value, label: t(`web.language.${value}`) }))}
          value={locale}
          onValueChange={(next) => setParams({ locale: next }, { replace: true })}
        />
      </header>
      {error ? (
        <LoadError error={error} onRetry={() => mutate()} />
      ) : template && artist && profile ? (
        <EmailTemplateEditor
          // A new form per email and language: each starts from what is saved.
          key={`${kind}:${locale}`}
          template={template}
          sample={sampleValues(locale, {
            displayName: artist.displayName,
            pseudo: artist.pseudo,
            timezone: artist.timezone,
            hourFormat: artist.hourFormat,
            currency: artist.currency,
            residency: profile.residency,
          })}
        />
      ) : (
        <PageLoader />
      )}
    </div>
  );
}

/** Its words are a lazy section of the catalogue (`web.emailTemplates`), loaded with the page. */
export const Component = withSectionMessages(emailTemplatesMessages, EmailTemplatePage);
