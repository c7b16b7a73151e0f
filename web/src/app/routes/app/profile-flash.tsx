import { useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { EditFlashPanel } from '#web/src/features/portfolio/components/edit-flash-panel.tsx';
import { MY_FLASHES_PATH } from '#web/src/features/portfolio/utils/portfolio-paths.ts';
import { markPublicPageEdited } from '#web/src/lib/public-page-freshness.ts';

/** `/app/profile/flashs/{id}` (subscription guard): edit or delete one flash. */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: artist } = useMyArtist();
  if (!artist) return <PageLoader />;
  return (
    <EditFlashPanel
      flashId={id}
      unit={artist.unit}
      currency={artist.currency}
      onDeleted={(feedback) => navigate(MY_FLASHES_PATH, { state: { feedback } })}
      onChanged={() => markPublicPageEdited(artist.pseudo)}
    />
  );
}
