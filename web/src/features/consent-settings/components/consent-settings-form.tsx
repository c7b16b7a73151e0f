import './consent-settings.css';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyConsentForm } from '#shared/api/contracts/consent.ts';
import { CONSENT_LIMITS, type ConsentSettings } from '#shared/domain/consent/consent-settings.ts';
import { formAsShown } from '#shared/domain/consent/form-as-shown.ts';
import {
  type ConsentJurisdiction,
  type ConsentLanguage,
  consentJurisdictions,
} from '#shared/domain/consent/form-template.ts';
import { ConsentFormFields, EMPTY_DRAFT } from '#web/src/components/consent/consent-form-fields.tsx';
import { Badge } from '#web/src/components/ui/badge.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { SwitchOption } from '#web/src/components/ui/switch-option.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import {
  getConsentFormDefault,
  saveMyConsentForm,
} from '#web/src/features/consent-settings/api/consent-form.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { hasApiStatus, isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { ConsentTextsEditor } from './consent-texts-editor.tsx';
import { OwnQuestionsEditor } from './own-questions-editor.tsx';

const clamp = (value: number, bounds: { min: number; max: number }) =>
  Number.isFinite(value) ? Math.min(bounds.max, Math.max(bounds.min, Math.round(value))) : bounds.min;

/** On, jurisdiction, deadline, guardian, retention. */
function GeneralCard({
  settings,
  onChange,
  onJurisdiction,
}: {
  settings: ConsentSettings;
  onChange: (settings: ConsentSettings) => void;
  onJurisdiction: (jurisdiction: ConsentJurisdiction) => void;
}) {
  const { t } = useTranslation();
  const lawForbids = !settings.form.guardianPermittedByLaw;
  return (
    <section className="card stack" aria-labelledby="consent-general-title">
      <h2 id="consent-general-title">{t('web.consentSettings.general')}</h2>
      <SwitchOption
        label={t('web.consentSettings.enabled.label')}
        hint={t('web.consentSettings.enabled.hint')}
        checked={settings.enabled}
        onChange={(enabled) => onChange({ ...settings, enabled })}
      />
      <SelectField
        label={t('web.consentSettings.jurisdiction')}
        hint={t('web.consentSettings.jurisdictionHint')}
        value={settings.form.jurisdiction}
        onChange={(event) => onJurisdiction(event.target.value as ConsentJurisdiction)}
      >
        {consentJurisdictions.map((code) => (
          <option key={code} value={code}>
            {t(`web.consentSettings.jurisdictions.${code}`)}
          </option>
        ))}
      </SelectField>
      <div className="consent-settings__numbers">
        {(
          [
            ['deadlineHours', 'deadline'],
            ['retentionYears', 'retention'],
          ] as const
        ).map(([setting, words]) => (
          <TextField
            key={setting}
            label={t(`web.consentSettings.${words}`)}
            hint={t(`web.consentSettings.${words}Hint`, CONSENT_LIMITS[setting])}
            type="number"
            inputMode="numeric"
            min={CONSENT_LIMITS[setting].min}
            max={CONSENT_LIMITS[setting].max}
            value={settings[setting]}
            onChange={(event) =>
              onChange({ ...settings, [setting]: clamp(Number(event.target.value), CONSENT_LIMITS[setting]) })
            }
          />
        ))}
      </div>
      <SwitchOption
        label={t('web.consentSettings.guardian.label')}
        hint={t(lawForbids ? 'web.consentSettings.guardian.forbidden' : 'web.consentSettings.guardian.hint')}
        checked={settings.guardianAllowed && !lawForbids}
        disabled={lawForbids}
        onChange={(guardianAllowed) => onChange({ ...settings, guardianAllowed })}
      />
    </section>
  );
}

/**
 * `/app/settings/consent` (ADR 0088): the artist's consent settings and form, saved as a new version;
 * a preview shows the form as the client will fill it in, in the language of the open tab.
 */
export function ConsentSettingsForm({
  initial,
  onSaved,
}: {
  initial: MyConsentForm;
  onSaved?: (saved: MyConsentForm) => void;
}) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState(initial.settings);
  const [version, setVersion] = useState(initial.version);
  const [language, setLanguage] = useState<ConsentLanguage>('fr');
  const [replacing, setReplacing] = useState<ConsentJurisdiction | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();

  const replace = async (jurisdiction: ConsentJurisdiction) => {
    setReplacing(null);
    const { form } = await getConsentFormDefault(jurisdiction);
    setSettings({
      ...settings,
      form,
      guardianAllowed: form.guardianPermittedByLaw && form.guardianAllowedByDefault,
    });
  };
  const save = async () => {
    setSaving(true);
    setFeedback(null);
    try {
      const saved = await saveMyConsentForm({ baseVersion: version, settings });
      setVersion(saved.version);
      setSettings(saved.settings);
      onSaved?.(saved);
      setFeedback({
        tone: 'success',
        title: t('web.consentSettings.saved'),
        description: t('web.consentSettings.savedVersion', { version: saved.version }),
      });
    } catch (failure) {
      const description = hasApiStatus(failure, 409)
        ? t('web.consentSettings.conflict')
        : isApiError(failure)
          ? [failure.message, ...failure.fields.map((field) => field.message)].join(' · ')
          : t('web.errors.unknown');
      setFeedback({ tone: 'error', title: t('web.consentSettings.error'), description });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="stack consent-settings">
      <div className="consent-settings__bar">
        <Badge tone={version > 0 ? 'info' : 'neutral'}>
          {version > 0 ? t('web.consentSettings.version', { version }) : t('web.consentSettings.never')}
        </Badge>
        <Button variant="secondary" onClick={() => setPreviewing(true)}>
          <Eye size={18} aria-hidden="true" /> {t('web.consentSettings.preview')}
        </Button>
      </div>
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}
      <GeneralCard settings={settings} onChange={setSettings} onJurisdiction={setReplacing} />
      <ConsentTextsEditor
        form={settings.form}
        language={language}
        onLanguage={setLanguage}
        onChange={(form) => setSettings({ ...settings, form })}
      />
      <OwnQuestionsEditor
        questions={settings.form.customQuestions}
        onChange={(customQuestions) =>
          setSettings({ ...settings, form: { ...settings.form, customQuestions } })
        }
      />
      <div className="consent-settings__save">
        <Button busy={saving} busyLabel={t('web.consentSettings.saving')} onClick={() => void save()}>
          {t('web.consentSettings.save')}
        </Button>
      </div>
      {replacing && (
        <Dialog title={t('web.consentSettings.replaceTitle')} onClose={() => setReplacing(null)}>
          <p>
            {t('web.consentSettings.replaceText', {
              country: t(`web.consentSettings.jurisdictions.${replacing}`),
            })}
          </p>
          <div className="row">
            <Button variant="secondary" onClick={() => setReplacing(null)} data-autofocus>
              {t('web.consentSettings.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void replace(replacing)}>
              {t('web.consentSettings.replace')}
            </Button>
          </div>
        </Dialog>
      )}
      {previewing && (
        <Dialog
          title={t('web.consentSettings.previewTitle')}
          onClose={() => setPreviewing(false)}
          className="consent-preview"
        >
          <div lang={language} className="stack">
            <h3>{settings.form.title[language]}</h3>
            <ConsentFormFields form={formAsShown(settings.form, language)} draft={EMPTY_DRAFT} readOnly />
          </div>
          <div className="row">
            <Button onClick={() => setPreviewing(false)}>{t('web.consentSettings.close')}</Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
