import { useTranslation } from 'react-i18next';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { useMyToday } from '#web/src/features/today/api/get-my-today.ts';
import { markPageShared } from '#web/src/features/today/api/mark-page-shared.ts';
import { TodayPage } from '#web/src/features/today/components/today-page.tsx';
import { useOnline } from '#web/src/hooks/use-online.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { keptAnswers } from '#web/src/lib/offline-snapshot.ts';
import { publicProfileUrl } from '#web/src/lib/public-url.ts';

/**
 * `/app`: Today. Without a network (the browser says so, or Today's call failed for want of one),
 * the day this artist's device last read, as of when, with the next 14 days it kept (ADR 0099).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const { data: artist } = useMyArtist();
  const { data: today, error, mutate } = useMyToday();
  // Offline (the browser says so, or the API could not be reached), Today is the kept day.
  const offline = !useOnline() || keptAnswers.has(today as object);
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
          offline={offline}
        />
      ) : (
        !(error && !today) && <PageLoader />
      )}
    </>
  );
}
