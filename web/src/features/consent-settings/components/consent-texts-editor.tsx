import { useTranslation } from 'react-i18next';
import type {
  ConsentFormTemplate,
  ConsentLanguage,
  ConsentQuestion,
  ConsentStatement,
  ConsentText,
} from '#shared/domain/consent/form-template.ts';
import { Tabs } from '#web/src/components/ui/tabs.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';

interface TextsEditorProps {
  form: ConsentFormTemplate;
  language: ConsentLanguage;
  onLanguage: (language: ConsentLanguage) => void;
  onChange: (form: ConsentFormTemplate) => void;
}

const withText = (text: ConsentText, language: ConsentLanguage, value: string): ConsentText => ({
  ...text,
  [language]: value,
});

/** Every text of the form in one language: title, intro, questions, statements, photo use, declaration. */
function LanguagePanel({ form, language, onChange }: Omit<TextsEditorProps, 'onLanguage'>) {
  const { t } = useTranslation();
  const missing = (value: string) => (value.trim() ? undefined : t('web.consentSettings.missingText'));
  const field = (key: 'title' | 'intro' | 'photoUse' | 'declaration', label: string, long = false) => {
    const value = form[key][language];
    const change = (next: string) => onChange({ ...form, [key]: withText(form[key], language, next) });
    return long ? (
      <TextareaField
        label={label}
        rows={3}
        value={value}
        error={missing(value)}
        onChange={(event) => change(event.target.value)}
      />
    ) : (
      <TextField
        label={label}
        value={value}
        error={missing(value)}
        onChange={(event) => change(event.target.value)}
      />
    );
  };
  const questions = (items: ConsentQuestion[], set: (items: ConsentQuestion[]) => void) =>
    items.map((question, index) => (
      <TextField
        key={question.id}
        label={t('web.consentSettings.question', { number: index + 1 })}
        value={question.label[language]}
        error={missing(question.label[language])}
        onChange={(event) =>
          set(
            items.map((q) =>
              q === question ? { ...q, label: withText(q.label, language, event.target.value) } : q,
            ),
          )
        }
      />
    ));
  const statements = (key: 'risks' | 'aftercare', items: ConsentStatement[]) =>
    items.map((statement, index) => (
      <TextareaField
        key={statement.id}
        label={t('web.consentSettings.statement', { number: index + 1 })}
        rows={2}
        value={statement.text[language]}
        error={missing(statement.text[language])}
        onChange={(event) =>
          onChange({
            ...form,
            [key]: items.map((s) =>
              s === statement ? { ...s, text: withText(s.text, language, event.target.value) } : s,
            ),
          })
        }
      />
    ));
  return (
    <div className="stack consent-texts">
      {field('title', t('web.consentSettings.formTitle'))}
      {field('intro', t('web.consentSettings.formIntro'), true)}
      <fieldset className="consent-texts__group stack">
        <legend>{t('web.consentSettings.health')}</legend>
        {questions(form.healthQuestions, (healthQuestions) => onChange({ ...form, healthQuestions }))}
      </fieldset>
      <fieldset className="consent-texts__group stack">
        <legend>{t('web.consentSettings.risks')}</legend>
        {statements('risks', form.risks)}
      </fieldset>
      <fieldset className="consent-texts__group stack">
        <legend>{t('web.consentSettings.aftercare')}</legend>
        {statements('aftercare', form.aftercare)}
      </fieldset>
      {field('photoUse', t('web.consentSettings.photoUse'), true)}
      {field('declaration', t('web.consentSettings.declaration'), true)}
    </div>
  );
}

/** The form's texts, one tab per language (the artist's own questions are edited beside). */
export function ConsentTextsEditor(props: TextsEditorProps) {
  const { t } = useTranslation();
  return (
    <section className="card stack" aria-labelledby="consent-texts-title">
      <header>
        <h2 id="consent-texts-title">{t('web.consentSettings.texts')}</h2>
        <p className="muted">{t('web.consentSettings.textsHint')}</p>
      </header>
      <Tabs
        label={t('web.consentSettings.languagesLabel')}
        value={props.language}
        onValueChange={(value) => props.onLanguage(value as ConsentLanguage)}
        items={(['fr', 'en', 'es'] as const).map((language) => ({
          value: language,
          label: t(`web.consentSettings.languages.${language}`),
          content: <LanguagePanel form={props.form} language={language} onChange={props.onChange} />,
        }))}
      />
    </section>
  );
}
