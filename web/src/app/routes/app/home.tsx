import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useMyArtist } from '../../../features/artist/api/get-my-artist.ts';
import { ArtistHome } from '../../../features/artist/components/artist-home.tsx';

/** `/app`: the artist's home. */
export function Component() {
  const { t } = useTranslation();
  const { data: artist } = useMyArtist();
  return (
    <>
      <PageTitle page={t('web.artist.home.pageTitle')} />
      {artist ? <ArtistHome artist={artist} /> : <PageLoader />}
    </>
  );
}
