import { BellRing, Smartphone, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyPushDevices, PushDeviceView } from '#shared/api/contracts/push.ts';
import { Badge } from '#web/src/components/ui/badge.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { IconButton } from '#web/src/components/ui/icon-button.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { addMyPushDevice, removeMyPushDevice } from '#web/src/features/notifications/api/push-devices.ts';
import {
  browserPushSupport,
  currentSubscription,
  deviceIdOf,
  deviceNameFrom,
  subscribeBrowser,
} from '#web/src/features/notifications/hooks/browser-push.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';

interface PushDevicesProps {
  data: MyPushDevices;
  /** Reloads the list after a change. */
  onChanged: () => void;
}

/**
 * The devices that get the artist's push notifications (ADR 0098), each with its name, when it was
 * added and a remove button; and this browser's "get notifications here", with a name the artist
 * may edit (from the user agent), once the browser can and the artist allows it.
 */
export function PushDevices({ data, onChanged }: PushDevicesProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(() => deviceNameFrom(navigator.userAgent));
  const [busy, setBusy] = useState(false);
  const [thisDevice, setThisDevice] = useState<string | null>(null);
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();
  const support = browserPushSupport();

  useEffect(() => {
    void currentSubscription().then(async (subscription) => {
      if (subscription) setThisDevice(await deviceIdOf(subscription.endpoint));
    });
  }, []);

  const fail = (title: string, failure: unknown) =>
    setFeedback({
      tone: 'error',
      title,
      description: isApiError(failure) ? failure.message : t('web.errors.unknown'),
    });

  const add = async () => {
    setBusy(true);
    setFeedback(null);
    try {
      const subscription = await subscribeBrowser(data.publicKey);
      if (!subscription?.endpoint || !subscription.keys?.p256dh || !subscription.keys.auth) {
        setFeedback({ tone: 'error', title: t('web.notifications.push.refused') });
        return;
      }
      const { endpoint, keys } = subscription;
      const device = await addMyPushDevice({
        name,
        subscription: { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } },
      });
      setThisDevice(device.deviceId);
      setFeedback({
        tone: 'success',
        title: t('web.notifications.push.saved.title'),
        description: t('web.notifications.push.saved.added', { name: device.name }),
      });
      onChanged();
    } catch (failure) {
      fail(t('web.notifications.push.errors.add'), failure);
    } finally {
      setBusy(false);
    }
  };

  const remove = async ({ deviceId, name: deviceName }: PushDeviceView) => {
    setFeedback(null);
    try {
      await removeMyPushDevice(deviceId);
      setFeedback({
        tone: 'success',
        title: t('web.notifications.push.saved.title'),
        description: t('web.notifications.push.saved.removed', { name: deviceName }),
      });
      onChanged();
    } catch (failure) {
      fail(t('web.notifications.push.errors.remove'), failure);
    }
  };

  const listed = data.devices.some((device) => device.deviceId === thisDevice);
  return (
    <section className="card stack push-devices" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('web.notifications.push.title')}</h2>
      <p className="field__hint">{t('web.notifications.push.intro')}</p>
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}
      <h3>{t('web.notifications.push.devices')}</h3>
      <DeviceList devices={data.devices} thisDevice={thisDevice} onRemove={(device) => void remove(device)} />
      {support !== 'supported' ? (
        <p className="muted">{t(`web.notifications.push.${support}`)}</p>
      ) : (
        !listed && (
          <form
            className="stack push-devices__add"
            onSubmit={(event) => {
              event.preventDefault();
              void add();
            }}
          >
            <TextField
              label={t('web.notifications.push.deviceName')}
              hint={t('web.notifications.push.deviceNameHint')}
              value={name}
              maxLength={60}
              required
              onChange={(event) => setName(event.target.value)}
            />
            <div className="row">
              <Button type="submit" disabled={busy || name.trim() === ''}>
                <BellRing aria-hidden="true" />
                {busy ? t('web.notifications.push.adding') : t('web.notifications.push.add')}
              </Button>
            </div>
          </form>
        )
      )}
    </section>
  );
}

/** The devices, each with its name, when it was added, and its remove button; this browser's marked. */
function DeviceList({
  devices,
  thisDevice,
  onRemove,
}: {
  devices: PushDeviceView[];
  thisDevice: string | null;
  onRemove: (device: PushDeviceView) => void;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  if (devices.length === 0) return <p className="muted">{t('web.notifications.push.empty')}</p>;
  return (
    <ul className="plain-list stack push-devices__list">
      {devices.map((device) => (
        <li key={device.deviceId} className="push-device">
          <Smartphone aria-hidden="true" className="push-device__icon" />
          <span className="push-device__text">
            <span className="push-device__name">{device.name}</span>
            <span className="field__hint">
              {device.deviceId === thisDevice && (
                <Badge tone="info">{t('web.notifications.push.thisDevice')}</Badge>
              )}{' '}
              {t('web.notifications.push.added', { date: date.format(new Date(device.createdAt)) })}
            </span>
          </span>
          <IconButton
            label={t('web.notifications.push.remove', { name: device.name })}
            icon={<Trash2 aria-hidden="true" />}
            onClick={() => onRemove(device)}
          />
        </li>
      ))}
    </ul>
  );
}
