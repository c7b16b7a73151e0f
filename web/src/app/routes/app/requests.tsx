import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useMyArtist } from '../../../features/artist/api/get-my-artist.ts';
import { RequestsPage } from '../../../features/requests/components/requests-page.tsx';
import { MoveSlotDialog } from '../../../features/reschedule/components/move-slot-dialog.tsx';

/**
 * `/app/requests`: the artist's requests (stack or list, pending or refused, filters in the address),
 * in the artist's currency and hour format. The move dialog comes from another feature
 * (`features/reschedule`), so it is composed here.
 */
export function Component() {
  const { data: artist } = useMyArtist();
  if (!artist) return <PageLoader />;
  return (
    <RequestsPage
      currency={artist.currency}
      hourFormat={artist.hourFormat}
      moveDialog={(props) => <MoveSlotDialog {...props} hourFormat={artist.hourFormat} />}
    />
  );
}
