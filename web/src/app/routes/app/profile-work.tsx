import { useNavigate, useParams } from 'react-router-dom';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { EditWorkPanel } from '#web/src/features/portfolio/components/edit-work-panel.tsx';
import { MY_WORKS_PATH } from '#web/src/features/portfolio/utils/portfolio-paths.ts';
import { markPublicPageEdited } from '#web/src/lib/public-page-freshness.ts';

/** `/app/profile/done/{id}` (subscription guard): edit, reorder the images of, or delete one work. */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: artist } = useMyArtist();
  return (
    <EditWorkPanel
      workId={id}
      onDeleted={(feedback) => navigate(MY_WORKS_PATH, { state: { feedback } })}
      onChanged={() => artist && markPublicPageEdited(artist.pseudo)}
    />
  );
}
