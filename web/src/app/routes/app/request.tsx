import designsMessages from 'virtual:inkslot-message-sections/designs';
import rescheduleMessages from 'virtual:inkslot-message-sections/reschedule';
import { useLocation, useParams } from 'react-router-dom';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { DesignPanel } from '#web/src/features/designs/components/design-panel.tsx';
import { ClientBlockControl } from '#web/src/features/messages/components/client-block-control.tsx';
import { RequestDetail } from '#web/src/features/requests/components/request-detail.tsx';
import { requestSlotDialog } from '#web/src/features/reschedule/components/request-slot-dialog.tsx';

/** The list's search the artist came from (`?status=refused&view=list`), kept for the way back. */
function backSearchOf(state: unknown): string {
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && (back === '' || back.startsWith('?')) ? back : '';
}

/** `/app/requests/{uuid}`: one request, its images, client (write to them, block them), history and answers. */
function RequestRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { data: artist } = useMyArtist();
  if (!artist) return <PageLoader />;
  return (
    <RequestDetail
      requestId={id}
      currency={artist.currency}
      hourFormat={artist.hourFormat}
      backSearch={backSearchOf(location.state)}
      moveDialog={requestSlotDialog(artist.hourFormat)}
      clientActions={(client) => <ClientBlockControl {...client} />}
      designPanel={<DesignPanel requestId={id} />}
    />
  );
}

/** The move dialog's words (`web.reschedule`) come with the page: a lazy section of the messages. */
export const Component = withSectionMessages([rescheduleMessages, designsMessages], RequestRoute);
