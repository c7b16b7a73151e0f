import { WorkDetail } from '#web/src/features/portfolio/components/work-detail.tsx';
import { worksPath } from '#web/src/features/portfolio/utils/portfolio-paths.ts';
import { PublicItemPage } from './public-item-page.tsx';

/** `/{pseudo}/done/{id}`: one realisation, its images in the artist's order. */
export function Component() {
  return (
    <PublicItemPage
      find={(profile, id) => profile.works.find((candidate) => candidate.workId === id)}
      allPath={worksPath}
      allLabel="web.portfolio.public.allWorks"
      notFound="web.portfolio.public.workNotFound"
      render={(work) => <WorkDetail work={work} />}
    />
  );
}
