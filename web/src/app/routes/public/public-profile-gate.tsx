import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { ArtistUnavailable } from '#web/src/components/artist-unavailable.tsx';
import { NotFound } from '#web/src/components/not-found.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import {
  getPublicProfile,
  inlinedPublicPage,
  publicProfileKey,
} from '#web/src/features/public-profile/api/get-public-profile.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';

interface PublicProfileGateProps {
  pseudo: string;
  children: (profile: PublicProfile) => ReactNode;
}

/**
 * The sub-pages of an artist page (`/{pseudo}/flashs`, `/{pseudo}/done`, …) read the page's one
 * response (`GET /api/artists/{pseudo}`, the same SWR key as `/{pseudo}`). A response already in the
 * cache is used as is (`revalidateIfStale: false`): moving between the profile and these pages costs
 * no request. An unknown pseudo shows the not-found page. Opened first, they render from the data
 * their HTML carries (ADR 0106) while the API is read.
 */
export function PublicProfileGate({ pseudo, children }: PublicProfileGateProps) {
  const location = useLocation();
  const {
    data: profile,
    error,
    mutate,
  } = useSWR<PublicProfile, ApiError>(publicProfileKey(pseudo), () => getPublicProfile(pseudo), {
    revalidateIfStale: false,
    // The data the page's HTML carries (ADR 0106): shown at once, then read from the API as before.
    fallbackData: inlinedPublicPage(pseudo),
  });
  if (error?.status === 404) return <NotFound path={location.pathname} claimablePseudo={pseudo} />;
  if (error?.status === 400) return <NotFound path={location.pathname} />;
  if (error?.status === 410) return <ArtistUnavailable message={error.message} />;
  if (error) return <LoadError error={error} onRetry={mutate} />;
  if (!profile) return <PageLoader />;
  return <>{children(profile)}</>;
}
