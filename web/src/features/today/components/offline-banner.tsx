import todayOfflineMessages from 'virtual:inkslot-message-sections/todayOffline';
import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEPT_TODAY_KEY } from '#web/src/features/today/api/offline-keys.ts';
import { asOfTime } from '#web/src/features/today/utils/as-of-time.ts';
import { readOffline } from '#web/src/lib/offline-snapshot.ts';
import { useSectionMessages } from '#web/src/lib/section-messages.ts';

/**
 * Today read offline (ADR 0099): says so, as of when the day shown was read, and what needs a
 * connection. Lazy, with its words (both precached by the app's worker).
 */
export default function OfflineBanner({
  locale,
  reasonId,
}: {
  locale: string;
  /** The id of the sentence that says what needs the network (the disabled actions point to it). */
  reasonId: string;
}) {
  const { t } = useTranslation();
  const ready = useSectionMessages(todayOfflineMessages);
  const [savedAt, setSavedAt] = useState<string>();
  useEffect(() => {
    let live = true;
    void readOffline(KEPT_TODAY_KEY).then((kept) => live && setSavedAt(kept?.savedAt));
    return () => {
      live = false;
    };
  }, []);
  if (!ready) return null;
  const time = savedAt ? asOfTime(savedAt, locale) : undefined;
  return (
    <div className="alert alert--info today-offline" role="status">
      <WifiOff aria-hidden="true" className="today-offline__icon" />
      <div className="stack today-offline__text">
        <p>
          <strong>{t('web.todayOffline.title')}</strong>
          {time && <> {t('web.todayOffline.asOf', { time })}</>}
        </p>
        <p id={reasonId}>{t('web.todayOffline.needsNetwork')}</p>
      </div>
    </div>
  );
}
