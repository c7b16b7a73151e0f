import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyToday } from '#shared/api/contracts/today.ts';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { MY_TODAY_KEY, useMyToday } from '#web/src/features/today/api/get-my-today.ts';
import { markPageShared } from '#web/src/features/today/api/mark-page-shared.ts';
import { TodayPage } from '#web/src/features/today/components/today-page.tsx';
import { useOnline } from '#web/src/hooks/use-online.ts';
import { isNetworkError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { type KeptAnswer, readOffline } from '#web/src/lib/offline-snapshot.ts';
import { publicProfileUrl } from '#web/src/lib/public-url.ts';

/**
 * `/app`: Today. Without a network (the browser says so, or Today's call failed for want of one),
 * the day this artist's device last read, as of when (ADR 0099).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const { data: artist } = useMyArtist();
  const { data: fresh, error, mutate } = useMyToday();
  const offline = !useOnline() || isNetworkError(error);
  const [kept, setKept] = useState<KeptAnswer<MyToday>>();
  useEffect(() => {
    if (!offline) return;
    let live = true;
    void readOffline<MyToday>(MY_TODAY_KEY).then((answer) => live && setKept(answer));
    return () => {
      live = false;
    };
  }, [offline]);
  // Online, the next 14 days and the pending requests are kept too, for Today offline (lazy).
  useEffect(() => {
    if (fresh)
      void import('#web/src/features/today/api/keep-next-days.ts').then((m) => m.keepNextDays(fresh.today));
  }, [fresh]);
  const today = fresh ?? (offline ? kept?.data : undefined);
  return (
    <>
      <PageTitle page={t('web.workspace.today.pageTitle')} />
      {error && !today && <LoadError error={error} onRetry={mutate} />}
      {artist && today ? (
        <TodayPage
          today={today}
          artist={artist}
          publicUrl={publicProfileUrl(artist.pseudo)}
          locale={currentLocale(i18n)}
          onShared={() => {
            if (!today.checklist.shared) void markPageShared().catch(() => undefined);
          }}
          offline={offline ? { savedAt: kept?.savedAt } : undefined}
        />
      ) : (
        !(error && !today) && <PageLoader />
      )}
    </>
  );
}
