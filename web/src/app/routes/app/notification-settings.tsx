import notificationsMessages from 'virtual:inkslot-message-sections/notifications';
import { useTranslation } from 'react-i18next';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { useMyNotificationSettings } from '#web/src/features/notifications/api/get-my-notification-settings.ts';
import { NotificationSettingsForm } from '#web/src/features/notifications/components/notification-settings-form.tsx';
import { PushNotifications } from '#web/src/features/notifications/components/push-notifications.tsx';

/**
 * `/app/settings/notifications`: message emails (instant or in the daily summary at 18:00 in the
 * artist's time zone), booking request emails and cancellation emails; then push notifications:
 * the devices that get them, what they are told and the quiet hours (ADR 0098).
 */
function NotificationSettings() {
  const { t } = useTranslation();
  const { data: artist } = useMyArtist();
  const { data: settings, error, mutate } = useMyNotificationSettings();
  return (
    <div className="stack">
      <PageTitle page={t('web.notifications.pageTitle')} />
      <h1>{t('web.notifications.title')}</h1>
      <p className="muted">{t('web.notifications.intro')}</p>
      {error && <LoadError error={error} onRetry={mutate} />}
      {settings ? (
        <NotificationSettingsForm
          settings={settings}
          timezone={artist?.timezone}
          onSaved={(saved) => void mutate(saved, { revalidate: false })}
        />
      ) : (
        !error && <PageLoader />
      )}
      <PushNotifications timezone={artist?.timezone} />
    </div>
  );
}

/** Its words are a lazy section of the catalogue (`web.notifications`), loaded with the page. */
export const Component = withSectionMessages(notificationsMessages, NotificationSettings);
