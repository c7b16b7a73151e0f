import bookingsMessages from 'virtual:inkslot-message-sections/bookings';
import rescheduleMessages from 'virtual:inkslot-message-sections/reschedule';
import { useTranslation } from 'react-i18next';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { BookingsPage } from '#web/src/features/bookings/components/bookings-page.tsx';

/** `/app/bookings`: the artist's bookings, calendar (month, week, day) or list, in their time zone. */
function Bookings() {
  const { t } = useTranslation();
  const { data: artist } = useMyArtist();
  return (
    <>
      <PageTitle page={t('web.bookings.pageTitle')} />
      {artist ? <BookingsPage timezone={artist.timezone} hourFormat={artist.hourFormat} /> : <PageLoader />}
    </>
  );
}

/** Its words are a lazy section of the catalogue, loaded with the page. */
export const Component = withSectionMessages([bookingsMessages, rescheduleMessages], Bookings);
