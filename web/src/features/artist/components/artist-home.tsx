import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyArtist } from '../../../../../shared/api/contracts/artists.ts';
import { publicProfileUrl } from '../../../lib/public-url.ts';

/** The artist's home: who is signed in and where their public page lives. */
export function ArtistHome({ artist }: { artist: MyArtist }) {
  const { t } = useTranslation();
  return (
    <section className="stack">
      <h1>{t('web.artist.home.greeting', { displayName: artist.displayName })}</h1>
      <div className="card stack">
        <h2>{t('web.artist.home.publicPage')}</h2>
        <p className="muted">{publicProfileUrl(artist.pseudo)}</p>
        <p>
          <Link to={`/${encodeURIComponent(artist.pseudo)}`}>{t('web.artist.home.viewPage')}</Link>
        </p>
      </div>
    </section>
  );
}
