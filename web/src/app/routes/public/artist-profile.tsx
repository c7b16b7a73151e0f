import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { NotFound } from '../../../components/not-found.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { usePublicProfile } from '../../../features/public-profile/api/get-public-profile.ts';
import {
  ProfileHeader,
  ProfileHeaderSkeleton,
} from '../../../features/public-profile/components/profile-header.tsx';

/**
 * `/{pseudo}`: an artist's public page. Unknown pseudo (404): the not-found page offering to claim
 * the username; a pseudo no artist may take (400): the plain not-found page.
 */
export function Component() {
  const { t } = useTranslation();
  const { pseudo = '' } = useParams();
  const location = useLocation();
  const { data: profile, error, mutate } = usePublicProfile(pseudo);

  if (error?.status === 404) return <NotFound path={location.pathname} claimablePseudo={pseudo} />;
  if (error?.status === 400) return <NotFound path={location.pathname} />;
  if (error) {
    return (
      <div className="stack">
        <Alert tone="error">{error.message}</Alert>
        <p>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('web.common.retry')}
          </Button>
        </p>
      </div>
    );
  }
  if (!profile) return <ProfileHeaderSkeleton />;
  return (
    <article>
      <PageTitle page={profile.displayName} />
      <ProfileHeader profile={profile} />
    </article>
  );
}
