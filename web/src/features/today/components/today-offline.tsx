import OfflineBanner from './offline-banner.tsx';
import OfflineNextDays from './offline-next-days.tsx';

/**
 * Today's offline parts in one lazy chunk (ADR 0099): the banner, or the next 14 days and the
 * pending requests kept online.
 */
export default function TodayOffline({
  part,
  locale,
  reasonId,
  hourFormat,
}: {
  part: 'banner' | 'nextDays';
  locale: string;
  /** The id of the sentence that says what needs the network (the banner's). */
  reasonId: string;
  hourFormat?: '12' | '24' | undefined;
}) {
  return part === 'banner' ? (
    <OfflineBanner locale={locale} reasonId={reasonId} />
  ) : (
    <OfflineNextDays locale={locale} hourFormat={hourFormat} />
  );
}
