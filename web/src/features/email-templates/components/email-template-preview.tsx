import { useTranslation } from 'react-i18next';
import { type Placeholder, personalizedMessage } from '#shared/domain/email-templates.ts';

interface EmailTemplatePreviewProps {
  subject: string;
  body: string;
  sample: Record<Placeholder, string>;
}

/** The email as a client would read its beginning, filled with sample data, as it is typed. */
export function EmailTemplatePreview({ subject, body, sample }: EmailTemplatePreviewProps) {
  const { t } = useTranslation();
  const message = personalizedMessage({ subject, body }, sample);
  return (
    <section className="card stack email-preview" aria-labelledby="email-preview-title">
      <h2 id="email-preview-title">{t('web.emailTemplates.editor.preview')}</h2>
      <div className="email-preview__mail" aria-live="polite">
        <p className="email-preview__subject">
          {t('web.emailTemplates.editor.previewSubject', { subject: message.subject })}
        </p>
        {message.paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
          <p key={index} className="email-preview__paragraph">
            {paragraph}
          </p>
        ))}
        <p className="email-preview__note">{t('web.emailTemplates.editor.previewNote')}</p>
      </div>
    </section>
  );
}
