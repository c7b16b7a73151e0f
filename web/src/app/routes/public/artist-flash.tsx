import { FlashDetail } from '#web/src/features/portfolio/components/flash-detail.tsx';
import { flashesPath } from '#web/src/features/portfolio/utils/portfolio-paths.ts';
import { PublicItemPage } from './public-item-page.tsx';

/** `/{pseudo}/flashs/{id}`: one flash, from the artist page's single response. */
export function Component() {
  return (
    <PublicItemPage
      find={(profile, id) => profile.flashes.find((candidate) => candidate.flashId === id)}
      allPath={flashesPath}
      allLabel="web.portfolio.public.allFlashes"
      notFound="web.portfolio.public.flashNotFound"
      render={(flash, profile) => (
        <FlashDetail
          flash={flash}
          pseudo={profile.pseudo}
          unit={profile.unit}
          bookable={profile.reservations.requests}
        />
      )}
    />
  );
}
