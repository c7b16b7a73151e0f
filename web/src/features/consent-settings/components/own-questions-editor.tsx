import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONSENT_LIMITS } from '#shared/domain/consent/consent-settings.ts';
import type { ConsentLanguage, ConsentQuestion } from '#shared/domain/consent/form-template.ts';
import { consentLanguages } from '#shared/domain/consent/form-template.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { IconButton } from '#web/src/components/ui/icon-button.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { SwitchOption } from '#web/src/components/ui/switch-option.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { randomUUIDv4 } from '#web/src/lib/random-id.ts';

interface OwnQuestionsProps {
  questions: ConsentQuestion[];
  onChange: (questions: ConsentQuestion[]) => void;
}

const move = <T,>(items: T[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** One of the artist's questions: its kind, its flag, its label in the three languages, its place. */
function OwnQuestion({
  question,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  question: ConsentQuestion;
  index: number;
  count: number;
  onChange: (question: ConsentQuestion) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const number = index + 1;
  const label = (language: ConsentLanguage) =>
    t('web.consentSettings.labelIn', { language: t(`web.consentSettings.languages.${language}`) });
  return (
    <li className="stack consent-own">
      <div className="consent-own__header">
        <h3>{t('web.consentSettings.question', { number })}</h3>
        <div className="consent-own__actions">
          <IconButton
            label={t('web.consentSettings.moveUp', { number })}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            icon={<ArrowUp size={18} aria-hidden="true" />}
          />
          <IconButton
            label={t('web.consentSettings.moveDown', { number })}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            icon={<ArrowDown size={18} aria-hidden="true" />}
          />
          <IconButton
            label={t('web.consentSettings.remove', { number })}
            onClick={onRemove}
            icon={<Trash2 size={18} aria-hidden="true" />}
          />
        </div>
      </div>
      {consentLanguages.map((language) => (
        <TextField
          key={language}
          label={label(language)}
          lang={language}
          value={question.label[language]}
          onChange={(event) =>
            onChange({ ...question, label: { ...question.label, [language]: event.target.value } })
          }
        />
      ))}
      <div className="consent-own__options">
        <SelectField
          label={t('web.consentSettings.kind')}
          value={question.kind}
          onChange={(event) => {
            const kind = event.target.value as ConsentQuestion['kind'];
            onChange(
              kind === 'text' ? { id: question.id, kind, label: question.label } : { ...question, kind },
            );
          }}
        >
          <option value="yes_no">{t('web.consentSettings.kinds.yes_no')}</option>
          <option value="text">{t('web.consentSettings.kinds.text')}</option>
        </SelectField>
        {question.kind === 'yes_no' && (
          <SelectField
            label={t('web.consentSettings.flag')}
            value={question.flagWhen ?? 'none'}
            onChange={(event) => {
              const { flagWhen: _previous, ...rest } = question;
              const value = event.target.value;
              onChange(value === 'yes' || value === 'no' ? { ...rest, flagWhen: value } : rest);
            }}
          >
            <option value="none">{t('web.consentSettings.flags.none')}</option>
            <option value="yes">{t('web.consentSettings.flags.yes')}</option>
            <option value="no">{t('web.consentSettings.flags.no')}</option>
          </SelectField>
        )}
      </div>
      {question.kind === 'yes_no' && (
        <SwitchOption
          label={t('web.consentSettings.detailsOnYes')}
          hint={t('web.consentSettings.detailsOnYesHint')}
          checked={Boolean(question.detailsOnYes)}
          onChange={(on) => onChange({ ...question, detailsOnYes: on })}
        />
      )}
    </li>
  );
}

/** The artist's own questions: added, removed and reordered; each in the three languages. */
export function OwnQuestionsEditor({ questions, onChange }: OwnQuestionsProps) {
  const { t } = useTranslation();
  const add = () =>
    onChange([
      ...questions,
      { id: `own-${randomUUIDv4().slice(0, 8)}`, kind: 'yes_no', label: { fr: '', en: '', es: '' } },
    ]);
  return (
    <section className="card stack" aria-labelledby="consent-own-title">
      <header>
        <h2 id="consent-own-title">{t('web.consentSettings.own')}</h2>
        <p className="muted">{t('web.consentSettings.ownHint')}</p>
      </header>
      {questions.length === 0 ? (
        <p className="muted">{t('web.consentSettings.ownEmpty')}</p>
      ) : (
        <ol className="plain-list stack">
          {questions.map((question, index) => (
            <OwnQuestion
              key={question.id}
              question={question}
              index={index}
              count={questions.length}
              onChange={(next) => onChange(questions.map((q) => (q === question ? next : q)))}
              onMove={(to) => onChange(move(questions, index, to))}
              onRemove={() => onChange(questions.filter((q) => q !== question))}
            />
          ))}
        </ol>
      )}
      {questions.length < CONSENT_LIMITS.customQuestions && (
        <div>
          <Button variant="secondary" onClick={add}>
            <Plus size={18} aria-hidden="true" /> {t('web.consentSettings.add')}
          </Button>
        </div>
      )}
    </section>
  );
}
