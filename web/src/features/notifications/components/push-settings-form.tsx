import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushSettingsView } from '#shared/api/contracts/push.ts';
import { PUSH_KINDS, type PushKind } from '#shared/domain/push/push-settings.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { SwitchOption } from '#web/src/components/ui/switch-option.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { updateMyPushSettings } from '#web/src/features/notifications/api/push-devices.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';

interface PushSettingsFormProps {
  settings: PushSettingsView;
  /** The artist's time zone, where the quiet hours are read. */
  timezone?: string | undefined;
  onSaved: (settings: PushSettingsView) => void;
}

const DEFAULT_QUIET = { from: '22:00', to: '08:00' };

/**
 * What the artist's devices are told (ADR 0098): each kind on or off, and quiet hours on their own
 * clock during which nothing is sent. Saved together with one button; a failure puts nothing back
 * that was not saved and says so.
 */
export function PushSettingsForm({ settings: initial, timezone, onSaved }: PushSettingsFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [off, setOff] = useState<PushKind[]>(initial.off);
  const [quietOn, setQuietOn] = useState(initial.quietHours !== null);
  const [quiet, setQuiet] = useState(initial.quietHours ?? DEFAULT_QUIET);
  const [saving, setSaving] = useState(false);
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();

  const save = async () => {
    setSaving(true);
    setFeedback(null);
    try {
      const saved = await updateMyPushSettings({ off, quietHours: quietOn ? quiet : null });
      onSaved(saved);
      setFeedback({
        tone: 'success',
        title: t('web.notifications.push.saved.title'),
        description: t('web.notifications.push.saved.settings'),
      });
    } catch (failure) {
      setFeedback({
        tone: 'error',
        title: t('web.notifications.push.errors.settings'),
        description: isApiError(failure) ? failure.message : t('web.errors.unknown'),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="card stack push-settings"
      aria-labelledby={`${id}-kinds`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}
      <h2 id={`${id}-kinds`}>{t('web.notifications.push.kinds')}</h2>
      {PUSH_KINDS.map((kind) => (
        <SwitchOption
          key={kind}
          label={t(`web.notifications.push.kind.${kind}`)}
          hint=""
          checked={!off.includes(kind)}
          disabled={saving}
          onChange={(on) => setOff((kinds) => (on ? kinds.filter((k) => k !== kind) : [...kinds, kind]))}
        />
      ))}
      <h2>{t('web.notifications.push.quiet')}</h2>
      <SwitchOption
        label={t('web.notifications.push.quietOn')}
        hint={t('web.notifications.push.quietHint', { timezone: timezone ?? '' })}
        checked={quietOn}
        disabled={saving}
        onChange={setQuietOn}
      />
      {quietOn && (
        <div className="push-settings__quiet">
          <TextField
            label={t('web.notifications.push.quietFrom')}
            type="time"
            value={quiet.from}
            required
            onChange={(event) => setQuiet((hours) => ({ ...hours, from: event.target.value }))}
          />
          <TextField
            label={t('web.notifications.push.quietTo')}
            type="time"
            value={quiet.to}
            required
            onChange={(event) => setQuiet((hours) => ({ ...hours, to: event.target.value }))}
          />
        </div>
      )}
      <div className="row">
        <Button type="submit" disabled={saving}>
          {t('web.notifications.push.save')}
        </Button>
      </div>
    </form>
  );
}
