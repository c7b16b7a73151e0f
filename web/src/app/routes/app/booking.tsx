import bookingConsentMessages from 'virtual:inkslot-message-sections/bookingConsent';
import bookingsMessages from 'virtual:inkslot-message-sections/bookings';
import designsMessages from 'virtual:inkslot-message-sections/designs';
import projectsMessages from 'virtual:inkslot-message-sections/projects';
import rescheduleMessages from 'virtual:inkslot-message-sections/reschedule';
import { useParams } from 'react-router-dom';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { BookingConsentPanel } from '#web/src/features/booking-consent/components/booking-consent-panel.tsx';
import { BookingDetail } from '#web/src/features/bookings/components/booking-detail.tsx';
import { DesignPanel } from '#web/src/features/designs/components/design-panel.tsx';
import { ProjectPanel } from '#web/src/features/projects/components/project-panel.tsx';
import { MoveSlotDialog } from '#web/src/features/reschedule/components/move-slot-dialog.tsx';

/**
 * `/app/bookings/{uuid}`: one booking. Moving it uses the reschedule feature's dialog (the artist's
 * free slots), its consent the booking-consent feature's panel, its design the designs feature's
 * panel (ADR 0090) and its project of several sessions the projects feature's (ADR 0093, booking the
 * next session in the same slot dialog), composed here: features never
 * import each other.
 */
function Booking() {
  const { id = '' } = useParams();
  const { data: artist } = useMyArtist();
  if (!artist) return <PageLoader />;
  return (
    <BookingDetail
      bookingId={id}
      timezone={artist.timezone}
      hourFormat={artist.hourFormat}
      renderMoveDialog={(props) => <MoveSlotDialog {...props} hourFormat={artist.hourFormat} />}
      consentPanel={<BookingConsentPanel bookingId={id} />}
      designPanel={<DesignPanel requestId={id} />}
      projectPanel={
        <ProjectPanel
          bookingId={id}
          hourFormat={artist.hourFormat}
          renderSlotDialog={(props) => <MoveSlotDialog {...props} hourFormat={artist.hourFormat} />}
        />
      }
    />
  );
}

/** Its words are a lazy section of the catalogue, loaded with the page. */
export const Component = withSectionMessages(
  [bookingsMessages, rescheduleMessages, bookingConsentMessages, designsMessages, projectsMessages],
  Booking,
);
