import availabilityMessages from 'virtual:inkslot-message-sections/availability';
import { useTranslation } from 'react-i18next';
import { appPaths } from '#web/src/app/paths.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { AvailabilitiesSection } from '#web/src/features/availability/components/availabilities-section.tsx';

/**
 * `/app/availabilities`: recurring and one-time availability, in the artist's time zone and hour
 * format (from the account the area's guard loaded).
 */
function Availabilities() {
  const { t } = useTranslation();
  const { data: artist } = useMyArtist();
  return (
    <div className="stack">
      <PageTitle page={t('web.availability.pageTitle')} />
      <h1>{t('web.availability.title')}</h1>
      <p className="muted">{t('web.availability.intro')}</p>
      {artist ? (
        <AvailabilitiesSection
          timezone={artist.timezone}
          hourFormat={artist.hourFormat}
          preferencesPath={appPaths.preferences}
        />
      ) : (
        <PageLoader />
      )}
    </div>
  );
}

/** Its words are a lazy section of the catalogue (`web.availability`), loaded with the page. */
export const Component = withSectionMessages(availabilityMessages, Availabilities);
