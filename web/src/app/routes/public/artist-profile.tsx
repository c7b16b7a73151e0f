import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import { ArtistUnavailable } from '#web/src/components/artist-unavailable.tsx';
import { NotFound } from '#web/src/components/not-found.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useArtistSlots } from '#web/src/features/booking/api/get-artist-slots.ts';
import { ArtistFlashGallery } from '#web/src/features/portfolio/components/flash-gallery.tsx';
import { WorkGallery } from '#web/src/features/portfolio/components/work-gallery.tsx';
import { usePublicProfile } from '#web/src/features/public-profile/api/get-public-profile.ts';
import { recordPageView } from '#web/src/features/public-profile/api/record-page-view.ts';
import { BookingCall } from '#web/src/features/public-profile/components/booking-call.tsx';
import { NextOpening, type Opening } from '#web/src/features/public-profile/components/next-opening.tsx';
import { PortalEntry } from '#web/src/features/public-profile/components/portal-entry.tsx';
import {
  ProfileHeader,
  ProfileHeaderSkeleton,
} from '#web/src/features/public-profile/components/profile-header.tsx';
import { ShareButton } from '#web/src/features/public-profile/components/share-button.tsx';
import { SocialLinks } from '#web/src/features/public-profile/components/social-links.tsx';
import { TravelList } from '#web/src/features/public-profile/components/travel-list.tsx';
import { publicProfileUrl } from '#web/src/lib/public-url.ts';

/** Loaded when a visitor asks to be told of a travel's opening (issue 14, item 6). */
const TravelDemand = lazy(() => import('./travel-demand.tsx'));
/** Loaded only for an artist with a book opening announced or running (ADR 0092). */
const Countdown = lazy(() => import('./opening-countdown.tsx'));

/** The first slot of the window read, `null` when it has none (the artist is fully booked). */
function nextOpening(slots: SlotList | undefined): Opening {
  if (!slots) return undefined;
  const day = slots.days.find((each) => each.slots.length > 0);
  const first = day?.slots[0];
  return day && first ? { date: day.date, start: first[0] } : null;
}

/** How many flashes and works the profile shows before "see all" (their own pages list them all). */
const PREVIEW_COUNT = 6;

/**
 * `/{pseudo}`: an artist's public page, from ONE request (`GET /api/artists/{pseudo}`): header, share,
 * book an appointment or the booking-closed state, socials, travels, flashes (four sorts), works and
 * the client-portal entry. Unknown pseudo (404): the not-found page offering to claim the username; a
 * pseudo no artist may take (400): the plain not-found page.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const { pseudo = '' } = useParams();
  const location = useLocation();
  const { data: profile, error, mutate } = usePublicProfile(pseudo);
  const shown = profile?.pseudo;
  // The analytics funnel's first step, once the page is there (ADR 0048).
  useEffect(() => {
    if (shown) recordPageView(shown, 'profile', i18n.language);
  }, [shown, i18n.language]);
  // Asked with the page (the booking form's first window, so the form finds it in SWR's cache).
  const { data: slots } = useArtistSlots(pseudo);

  if (error?.status === 404) return <NotFound path={location.pathname} claimablePseudo={pseudo} />;
  if (error?.status === 400) return <NotFound path={location.pathname} />;
  if (error?.status === 410) return <ArtistUnavailable message={error.message} />;
  if (error) return <LoadError error={error} onRetry={mutate} />;
  if (!profile) return <ProfileHeaderSkeleton />;
  return (
    <article className="public-profile">
      <PageTitle page={profile.displayName} />
      <ProfileHeader profile={profile} />
      <div className="public-profile__actions">
        <BookingCall
          pseudo={profile.pseudo}
          displayName={profile.displayName}
          open={profile.reservations.requests}
          reopensOn={profile.reservations.reopensOn}
        />
        <ShareButton
          url={publicProfileUrl(profile.pseudo)}
          title={t('web.title', { page: profile.displayName })}
          text={t('web.publicPage.shareText', { displayName: profile.displayName })}
        />
        {profile.reservations.requests && <NextOpening opening={nextOpening(slots)} />}
        {profile.opening && (
          // Nothing shows while it loads (a Suspense without fallback), then the countdown. At the start
          // or the end it reads the page again: it is never cached past either.
          <Suspense>
            <Countdown profile={profile} onChange={mutate} />
          </Suspense>
        )}
      </div>
      <SocialLinks links={profile.links} />
      <TravelList travels={profile.travels} pseudo={profile.pseudo} DemandForm={TravelDemand} />
      <ArtistFlashGallery profile={profile} limit={PREVIEW_COUNT} />
      <WorkGallery works={profile.works} pseudo={profile.pseudo} limit={PREVIEW_COUNT} />
      <PortalEntry displayName={profile.displayName} />
    </article>
  );
}
