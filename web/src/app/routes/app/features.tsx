import featuresMessages from 'virtual:inkslot-message-sections/features';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { MY_ARTIST_KEY, useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { FeaturesForm } from '#web/src/features/artist-features/components/features-form.tsx';

/** `/app/settings/features`: the optional parts of the product, on or off. */
function Features() {
  const { t } = useTranslation();
  const { data: artist } = useMyArtist();
  // The answer is the whole account: the cached one follows (the request stack reads its shortcuts).
  const saved = (next: MyArtist) =>
    void mutate(MY_ARTIST_KEY, (current?: MyArtist) => ({ ...current, ...next }), { revalidate: false });
  return (
    <div className="stack">
      <PageTitle page={t('web.features.pageTitle')} />
      <header>
        <h1>{t('web.features.title')}</h1>
        <p className="muted">{t('web.features.intro')}</p>
      </header>
      {artist ? <FeaturesForm features={artist.features} onSaved={saved} /> : <PageLoader />}
    </div>
  );
}

/** Its words are a lazy section of the catalogue (`web.features`), loaded with the page. */
export const Component = withSectionMessages(featuresMessages, Features);
