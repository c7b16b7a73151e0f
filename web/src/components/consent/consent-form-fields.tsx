import './consent-form.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownForm, ShownQuestion } from '#shared/domain/consent/form-as-shown.ts';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';

/** What the client has filled in so far. */
export interface ConsentDraft {
  fullName: string;
  dateOfBirth: string;
  answers: Record<string, { answer?: 'yes' | 'no'; details?: string; text?: string }>;
  acknowledged: string[];
  photoUse?: boolean | undefined;
}

export const EMPTY_DRAFT: ConsentDraft = { fullName: '', dateOfBirth: '', answers: {}, acknowledged: [] };

interface FieldsProps {
  form: ShownForm;
  draft: ConsentDraft;
  onChange?: (draft: ConsentDraft) => void;
  /** Messages by path (`fullName`, `answers.<id>`, `acknowledged.<id>`, ...), already translated. */
  errors?: Record<string, string>;
  /** The artist's preview: every field shown, none to fill. */
  readOnly?: boolean;
}

function YesNo({
  legend,
  value,
  onChange,
  error,
  readOnly,
}: {
  legend: string;
  value: 'yes' | 'no' | undefined;
  onChange: (value: 'yes' | 'no') => void;
  error?: string | undefined;
  readOnly?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="field consent-yes-no" aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div className="consent-yes-no__options">
        {(['yes', 'no'] as const).map((option) => (
          <label key={option} className="consent-choice">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              disabled={readOnly}
              onChange={() => onChange(option)}
            />
            {t(`web.consentForm.${option}`)}
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Question({ question, ...props }: FieldsProps & { question: ShownQuestion }) {
  const { t } = useTranslation();
  const { draft, onChange, errors = {}, readOnly } = props;
  const answer = draft.answers[question.id] ?? {};
  const set = (next: typeof answer) =>
    onChange?.({ ...draft, answers: { ...draft.answers, [question.id]: { ...answer, ...next } } });
  if (question.kind === 'text')
    return (
      <TextareaField
        label={question.label}
        required
        rows={2}
        value={answer.text ?? ''}
        readOnly={readOnly}
        error={errors[`answers.${question.id}`]}
        onChange={(event) => set({ text: event.target.value })}
      />
    );
  return (
    <div className="consent-question">
      <YesNo
        legend={question.label}
        value={answer.answer}
        readOnly={readOnly}
        error={errors[`answers.${question.id}`]}
        onChange={(value) => set({ answer: value })}
      />
      {question.detailsOnYes && answer.answer === 'yes' && (
        <TextareaField
          label={t('web.consentForm.details')}
          required
          rows={2}
          value={answer.details ?? ''}
          error={errors[`answers.${question.id}.details`]}
          onChange={(event) => set({ details: event.target.value })}
        />
      )}
    </div>
  );
}

function Statements({ title, items, ...props }: FieldsProps & { title: string; items: ShownForm['risks'] }) {
  const { t } = useTranslation();
  const { draft, onChange, errors = {}, readOnly } = props;
  const toggle = (id: string, on: boolean) =>
    onChange?.({
      ...draft,
      acknowledged: on ? [...draft.acknowledged, id] : draft.acknowledged.filter((known) => known !== id),
    });
  return (
    <section className="consent-section stack">
      <h3>{title}</h3>
      {items.map((item) => (
        <div key={item.id} className="consent-statement">
          <p>{item.text}</p>
          <label className="consent-choice">
            <input
              type="checkbox"
              checked={draft.acknowledged.includes(item.id)}
              disabled={readOnly}
              aria-invalid={errors[`acknowledged.${item.id}`] ? true : undefined}
              onChange={(event) => toggle(item.id, event.target.checked)}
            />
            {t('web.consentForm.acknowledge')}
          </label>
          {errors[`acknowledged.${item.id}`] && (
            <p className="field__error" role="alert">
              {errors[`acknowledged.${item.id}`]}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}

/**
 * The consent form as the client fills it in (ADR 0088): identity, health questions (details on yes),
 * risks and aftercare to tick, photo use, the artist's questions, and the declaration. The signature is
 * the signing page's own. Flags are never shown to the client.
 */
export function ConsentFormFields(props: FieldsProps) {
  const { t } = useTranslation();
  const { form, draft, onChange, errors = {}, readOnly } = props;
  return (
    <div className="consent-form stack">
      <p className="consent-form__intro">{form.intro}</p>
      <section className="consent-section stack">
        <h3>{t('web.consentForm.identity')}</h3>
        <TextField
          label={t('web.consentForm.fullName')}
          required
          autoComplete="name"
          value={draft.fullName}
          readOnly={readOnly}
          error={errors.fullName}
          onChange={(event) => onChange?.({ ...draft, fullName: event.target.value })}
        />
        <TextField
          label={t('web.consentForm.dateOfBirth')}
          required
          type="date"
          autoComplete="bday"
          value={draft.dateOfBirth}
          readOnly={readOnly}
          error={errors.dateOfBirth}
          onChange={(event) => onChange?.({ ...draft, dateOfBirth: event.target.value })}
        />
      </section>
      <section className="consent-section stack">
        <h3>{t('web.consentForm.health')}</h3>
        {form.healthQuestions.map((question) => (
          <Question key={question.id} {...props} question={question} />
        ))}
      </section>
      <Statements {...props} title={t('web.consentForm.risks')} items={form.risks} />
      <Statements {...props} title={t('web.consentForm.aftercare')} items={form.aftercare} />
      <section className="consent-section stack">
        <h3>{t('web.consentForm.photoUse')}</h3>
        <YesNo
          legend={form.photoUse}
          value={draft.photoUse === undefined ? undefined : draft.photoUse ? 'yes' : 'no'}
          readOnly={readOnly}
          error={errors.photoUse}
          onChange={(value) => onChange?.({ ...draft, photoUse: value === 'yes' })}
        />
      </section>
      {form.customQuestions.length > 0 && (
        <section className="consent-section stack">
          <h3>{t('web.consentForm.own')}</h3>
          {form.customQuestions.map((question) => (
            <Question key={question.id} {...props} question={question} />
          ))}
        </section>
      )}
      <p className="consent-form__declaration">{form.declaration}</p>
    </div>
  );
}
