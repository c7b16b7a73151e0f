import rescheduleMessages from 'virtual:inkslot-message-sections/reschedule';
import { mutate } from 'swr';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { MY_ARTIST_KEY, useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { updateMyFeatures } from '#web/src/features/artist-features/api/update-my-features.ts';
import { RequestsPage } from '#web/src/features/requests/components/requests-page.tsx';
import { requestSlotDialog } from '#web/src/features/reschedule/components/request-slot-dialog.tsx';

/**
 * `/app/requests`: the artist's requests (stack or list, pending or refused, filters in the address),
 * in the artist's currency and hour format. The move and propose-times dialogs come from another feature
 * (`features/reschedule`), so it is composed here.
 */
function RequestsRoute() {
  const { data: artist } = useMyArtist();
  if (!artist) return <PageLoader />;
  return (
    <RequestsPage
      currency={artist.currency}
      hourFormat={artist.hourFormat}
      moveDialog={requestSlotDialog(artist.hourFormat)}
      shortcuts={artist.features.requestShortcuts}
      onShortcutsChange={(on) => void switchShortcuts(on)}
    />
  );
}

/** The shortcuts' switch: shown at once, saved on the account (put back if the save fails). */
async function switchShortcuts(on: boolean) {
  const withShortcuts = (current?: MyArtist) =>
    current && { ...current, features: { ...current.features, requestShortcuts: on } };
  await mutate(MY_ARTIST_KEY, withShortcuts, { revalidate: false });
  try {
    await mutate(MY_ARTIST_KEY, await updateMyFeatures({ requestShortcuts: on }), { revalidate: false });
  } catch {
    await mutate(MY_ARTIST_KEY);
  }
}

/** The move dialog's words (`web.reschedule`) come with the page: a lazy section of the messages. */
export const Component = withSectionMessages(rescheduleMessages, RequestsRoute);
