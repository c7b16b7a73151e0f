import './notification-settings.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSettingsView } from '#shared/api/contracts/notifications.ts';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { SwitchOption } from '#web/src/components/ui/switch-option.tsx';
import { updateMyNotificationSettings } from '#web/src/features/notifications/api/update-my-notification-settings.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';

type Setting = keyof NotificationSettingsView;
type Toggle = 'notifyBookingRequests' | 'notifyCancellations';
const TOGGLES: readonly Toggle[] = ['notifyBookingRequests', 'notifyCancellations'];
const MODES = ['instant', 'daily'] as const;

type Change =
  | { key: 'messageEmails'; value: NotificationSettingsView['messageEmails'] }
  | { key: Toggle; value: boolean };

interface NotificationSettingsFormProps {
  settings: NotificationSettingsView;
  /** The artist's time zone, where the daily summary's 18:00 is read. */
  timezone?: string | undefined;
  onSaved?: (settings: NotificationSettingsView) => void;
}

/**
 * Message emails (instant or in the daily summary at 18:00), booking request emails and cancellation
 * emails, each saved as soon as it changes. Each save says what changed, or fails with its own spec
 * message ('Une erreur est survenue lors de la modification des emails d’annulation', ...) and puts
 * the setting back.
 */
export function NotificationSettingsForm({
  settings: initial,
  timezone,
  onSaved,
}: NotificationSettingsFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState<Setting | null>(null);
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();

  const save = async (change: Change) => {
    const previous = settings;
    const next = { ...previous, [change.key]: change.value };
    setSaving(change.key);
    setFeedback(null);
    setSettings(next);
    try {
      const saved = await updateMyNotificationSettings(next);
      setSettings(saved);
      onSaved?.(saved);
      setFeedback({
        tone: 'success',
        title: t('web.notifications.saved.title'),
        description:
          change.key === 'messageEmails'
            ? t(`web.notifications.saved.messageEmails.${change.value}`)
            : t(`web.notifications.saved.${change.key}.${change.value ? 'on' : 'off'}`),
      });
    } catch (failure) {
      setSettings(previous);
      setFeedback({
        tone: 'error',
        title: t(`web.notifications.errors.${change.key}`),
        description: isApiError(failure) ? failure.message : t('web.errors.unknown'),
      });
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className="stack notification-settings">
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}
      <section className="card stack" aria-labelledby={`${id}-messages`}>
        <h2 id={`${id}-messages`}>{t('web.notifications.messages')}</h2>
        <fieldset
          className="notification-modes"
          aria-labelledby={`${id}-messages`}
          aria-describedby={`${id}-messages-hint`}
        >
          {MODES.map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name={`${id}-messageEmails`}
                value={mode}
                checked={settings.messageEmails === mode}
                disabled={saving === 'messageEmails'}
                onChange={() => void save({ key: 'messageEmails', value: mode })}
              />
              {t(`web.notifications.messageEmails.${mode}`)}
            </label>
          ))}
        </fieldset>
        <p className="field__hint" id={`${id}-messages-hint`}>
          {t('web.notifications.messagesHint', { timezone: timezone ?? '' })}
        </p>
      </section>
      <section className="card stack" aria-labelledby={`${id}-emails`}>
        <h2 id={`${id}-emails`}>{t('web.notifications.emails')}</h2>
        {TOGGLES.map((key) => (
          <SwitchOption
            key={key}
            label={t(`web.notifications.${key}`)}
            hint={t(`web.notifications.${key}Hint`)}
            checked={settings[key]}
            disabled={saving === key}
            onChange={(on) => void save({ key, value: on })}
          />
        ))}
      </section>
    </div>
  );
}
