import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageTitle } from './ui/page-title.tsx';

/**
 * An artist page that is unavailable for now (the artist is suspended: the API answers 410
 * `artist_unavailable`, its message already in the reader's language). No booking, no details.
 */
export function ArtistUnavailable({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <section className="stack" aria-labelledby="artist-unavailable-title">
      <PageTitle page={message} />
      <h1 id="artist-unavailable-title">{message}</h1>
      <p>
        <Link to="/">{t('web.common.backHome')}</Link>
      </p>
    </section>
  );
}
