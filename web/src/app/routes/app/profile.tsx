import profileEditorMessages from 'virtual:inkslot-message-sections/profileEditor';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { mutate } from 'swr';
import { artistPaths, pathTo } from '#web/src/app/paths.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { MY_ARTIST_KEY, useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { useMyProfile } from '#web/src/features/profile/api/get-my-profile.ts';
import { ProfileForm } from '#web/src/features/profile/components/profile-form.tsx';
import { TravelDemandCard } from '#web/src/features/travels/components/travel-demand-card.tsx';
import { TravelsSection } from '#web/src/features/travels/components/travels-section.tsx';
import { markPublicPageEdited } from '#web/src/lib/public-page-freshness.ts';

/**
 * `/app/profile`: the profile editor, then the travels (guest spots). After a change, the account
 * (display name) is read again and the public page is read past the browser's short cache.
 */
function ProfileEditorPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  // The sidebar's "Travels" leads here: once the page is in, its travels come into view.
  useEffect(() => {
    if (hash === '#travels') document.getElementById('travels')?.scrollIntoView();
  }, [hash]);
  const { data: artist } = useMyArtist();
  const { data: profile, error, mutate: retry } = useMyProfile();
  const edited = () => {
    if (artist) markPublicPageEdited(artist.pseudo);
  };

  return (
    <div className="stack">
      <PageTitle page={t('web.profileEditor.pageTitle')} />
      <div className="row">
        <h1>{t('web.profileEditor.title')}</h1>
        {artist && (
          <ButtonLink variant="secondary" to={pathTo(artistPaths.profile, { pseudo: artist.pseudo })}>
            {t('web.profileEditor.viewPage')}
          </ButtonLink>
        )}
      </div>
      <p className="muted">{t('web.profileEditor.intro')}</p>
      {error && <LoadError error={error} onRetry={retry} />}
      {profile ? (
        <ProfileForm
          profile={profile}
          onSaved={() => {
            edited();
            void mutate(MY_ARTIST_KEY);
          }}
        />
      ) : (
        !error && <PageLoader />
      )}
      <div id="travels" className="anchor-target">
        <TravelsSection onChanged={edited} />
      </div>
      <TravelDemandCard />
    </div>
  );
}

/** Its words are lazy sections of the catalogue, loaded with the page. */
export const Component = withSectionMessages(profileEditorMessages, ProfileEditorPage);
