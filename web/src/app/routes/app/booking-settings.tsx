import designsMessages from 'virtual:inkslot-message-sections/designs';
import openingsMessages from 'virtual:inkslot-message-sections/openings';
import reservationsMessages from 'virtual:inkslot-message-sections/reservations';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ReservationSettings } from '#shared/api/contracts/reservations.ts';
import { appPaths } from '#web/src/app/paths.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { BusyCalendarCard } from '#web/src/features/busy-calendar/components/busy-calendar-card.tsx';
import { CalendarFeedCard } from '#web/src/features/calendar-feed/components/calendar-feed-card.tsx';
import { DesignPolicyCard } from '#web/src/features/designs/components/design-policy-card.tsx';
import { OnlineDepositsCard } from '#web/src/features/online-deposits/components/online-deposits-card.tsx';
import { OpeningCard } from '#web/src/features/openings/components/opening-card.tsx';
import { useMyReservationSettings } from '#web/src/features/reservations/api/get-my-reservation-settings.ts';
import { DepositPolicyForm } from '#web/src/features/reservations/components/deposit-policy-form.tsx';
import { RequestUsage } from '#web/src/features/reservations/components/request-usage.tsx';
import { ReservationSettingsForm } from '#web/src/features/reservations/components/reservation-settings-form.tsx';
import { markPublicPageEdited } from '#web/src/lib/public-page-freshness.ts';

/**
 * `/app/settings/bookings`: the reservation toggles and the request delay, the Free plan's
 * request usage with an upgrade prompt once the limit is reached, and deposits paid online (the
 * artist's Stripe account, ADR 0057; `?payments=` on the way back from Stripe), the book opening
 * (ADR 0092). A change shows on the public page
 * at once (its short HTTP cache is skipped for a while).
 */
function BookingSettings() {
  const { t } = useTranslation();
  const { data: artist, mutate: refreshArtist } = useMyArtist();
  const { data: settings, error, mutate } = useMyReservationSettings();
  const [params] = useSearchParams();
  const saved = (next: ReservationSettings) => {
    void mutate(next, { revalidate: false });
    if (artist) markPublicPageEdited(artist.pseudo);
  };
  // The request count moves with every request received: read the account again here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    void refreshArtist();
  }, []);
  return (
    <div className="stack">
      <PageTitle page={t('web.reservations.pageTitle')} />
      <h1>{t('web.reservations.title')}</h1>
      <p className="muted">{t('web.reservations.intro')}</p>
      {artist?.requestLimit && <RequestUsage requestLimit={artist.requestLimit} planPath={appPaths.plan} />}
      {error && <LoadError error={error} onRetry={mutate} />}
      {settings ? (
        <>
          <ReservationSettingsForm settings={settings} onSaved={saved} />
          {artist && (
            <OpeningCard
              timezone={artist.timezone}
              hourFormat={artist.hourFormat}
              onChanged={() => markPublicPageEdited(artist.pseudo)}
            />
          )}
          <DepositPolicyForm settings={settings} onSaved={saved} />
        </>
      ) : (
        !error && <PageLoader />
      )}
      <OnlineDepositsCard returned={params.get('payments')} />
      <DesignPolicyCard />
      <CalendarFeedCard />
      <BusyCalendarCard />
    </div>
  );
}

/** Its words are lazy sections of the catalogue, loaded with the page. */
export const Component = withSectionMessages(
  [reservationsMessages, openingsMessages, designsMessages],
  BookingSettings,
);
