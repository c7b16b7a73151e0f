import './email-templates.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type EmailTemplate,
  type EmailTemplateInput,
  emailTemplateInput,
} from '#shared/api/contracts/email-templates.ts';
import {
  type Placeholder,
  TEMPLATE_BODY_MAX,
  TEMPLATE_SUBJECT_MAX,
  unknownPlaceholders,
} from '#shared/domain/email-templates.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';
import { resetMyEmailTemplate } from '#web/src/features/email-templates/api/reset-my-email-template.ts';
import { sendMyEmailTemplateTest } from '#web/src/features/email-templates/api/send-my-email-template-test.ts';
import { updateMyEmailTemplate } from '#web/src/features/email-templates/api/update-my-email-template.ts';
import { usePlaceholderInsertion } from '#web/src/features/email-templates/hooks/use-placeholder-insertion.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { applyFieldErrors, fieldErrorText } from '#web/src/lib/form-errors.ts';
import { showToast } from '#web/src/lib/toasts.ts';
import { EmailTemplatePreview } from './email-template-preview.tsx';

interface EmailTemplateEditorProps {
  template: EmailTemplate;
  /** What fills the preview's placeholders (a sample client, the artist's own details). */
  sample: Record<Placeholder, string>;
}

/**
 * One client email in one language: its subject and message with the placeholders it may use (a
 * tap inserts one at the cursor), a live preview, save, a test to the artist's own address, and a
 * way back to the default. A placeholder the email cannot fill is named before anything is sent.
 */
export function EmailTemplateEditor({ template, sample }: EmailTemplateEditorProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const [confirmReset, setConfirmReset] = useState(false);
  const [testing, setTesting] = useState(false);
  const form = useForm<EmailTemplateInput>({
    resolver: zodResolver(emailTemplateInput),
    defaultValues: { subject: template.subject, body: template.body },
  });
  const {
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const { field, insert } = usePlaceholderInsertion(form);
  const subject = watch('subject') ?? '';
  const body = watch('body') ?? '';
  const unknownText = (text: string) => {
    const names = unknownPlaceholders(template.kind, text);
    return names.length > 0
      ? t('web.emailTemplates.editor.unknown', { names: names.map((name) => `{${name}}`).join(', ') })
      : undefined;
  };
  const subjectError = fieldErrorText(tk, errors.subject) ?? unknownText(subject);
  const bodyError = fieldErrorText(tk, errors.body) ?? unknownText(body);
  const blocked = Boolean(unknownText(subject) || unknownText(body));

  const failed = (error: unknown, title: string) => {
    applyFieldErrors(error, setError, ['subject', 'body']);
    showToast({
      tone: 'error',
      title,
      description: isApiError(error) ? error.message : t('web.errors.unknown'),
    });
  };

  const save = handleSubmit(async (values) => {
    if (blocked) return;
    try {
      const saved = await updateMyEmailTemplate(template.kind, template.locale, values);
      reset({ subject: saved.subject, body: saved.body });
      showToast({ tone: 'success', title: t('web.emailTemplates.editor.saved') });
    } catch (error) {
      failed(error, t('web.emailTemplates.editor.saveError'));
    }
  });

  const test = handleSubmit(async (values) => {
    if (blocked) return;
    setTesting(true);
    try {
      const { sentTo } = await sendMyEmailTemplateTest(template.kind, template.locale, values);
      showToast({
        tone: 'success',
        title: t('web.emailTemplates.editor.testSent'),
        description: t('web.emailTemplates.editor.testSentText', { email: sentTo }),
      });
    } catch (error) {
      failed(error, t('web.emailTemplates.editor.testError'));
    } finally {
      setTesting(false);
    }
  });

  const backToDefault = async () => {
    setConfirmReset(false);
    try {
      const restored = await resetMyEmailTemplate(template.kind, template.locale);
      reset({ subject: restored.subject, body: restored.body });
      showToast({ tone: 'success', title: t('web.emailTemplates.editor.resetDone') });
    } catch (error) {
      failed(error, t('web.emailTemplates.editor.saveError'));
    }
  };

  const differsFromDefault =
    template.custom || subject !== template.defaultSubject || body !== template.defaultBody;

  return (
    <div className="email-editor">
      <form className="card stack email-editor__form" noValidate onSubmit={save}>
        <TextField
          label={t('web.emailTemplates.editor.subject')}
          required
          maxLength={TEMPLATE_SUBJECT_MAX}
          error={subjectError}
          {...field('subject')}
        />
        <TextareaField
          label={t('web.emailTemplates.editor.body')}
          required
          rows={9}
          maxLength={TEMPLATE_BODY_MAX}
          hint={t('web.emailTemplates.editor.bodyHint')}
          error={bodyError}
          {...field('body')}
        />
        <fieldset className="field email-editor__placeholders">
          <legend className="field__label">{t('web.emailTemplates.editor.placeholders')}</legend>
          <p className="field__hint">{t('web.emailTemplates.editor.placeholdersHint')}</p>
          <div className="email-editor__chips">
            {template.placeholders.map((placeholder) => (
              <button
                key={placeholder}
                type="button"
                className="email-chip"
                // Keeps the caret in the field while the chip is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => insert(placeholder)}
                aria-label={t('web.emailTemplates.editor.insert', {
                  placeholder: `{${placeholder}}`,
                  label: t(`web.emailTemplates.placeholderLabels.${placeholder}`),
                })}
              >
                <code>{`{${placeholder}}`}</code>
                <span className="email-chip__label">
                  {t(`web.emailTemplates.placeholderLabels.${placeholder}`)}
                </span>
              </button>
            ))}
          </div>
        </fieldset>
        <div className="row email-editor__actions">
          <Button type="submit" busy={isSubmitting} busyLabel={t('web.common.saving')} disabled={!isDirty}>
            {t('web.emailTemplates.editor.save')}
          </Button>
          <Button
            variant="secondary"
            busy={testing}
            busyLabel={t('web.common.sending')}
            onClick={() => void test()}
          >
            {t('web.emailTemplates.editor.test')}
          </Button>
          {differsFromDefault && (
            <Button variant="ghost" onClick={() => setConfirmReset(true)}>
              {t('web.emailTemplates.editor.reset')}
            </Button>
          )}
        </div>
      </form>
      <EmailTemplatePreview subject={subject} body={body} sample={sample} />
      {confirmReset && (
        <Dialog title={t('web.emailTemplates.editor.reset')} onClose={() => setConfirmReset(false)}>
          <div className="stack">
            <p>{t('web.emailTemplates.editor.resetConfirm')}</p>
            <div className="row">
              <Button data-autofocus variant="danger" onClick={() => void backToDefault()}>
                {t('web.emailTemplates.editor.reset')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirmReset(false)}>
                {t('web.emailTemplates.editor.cancel')}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </div>
  );
}
