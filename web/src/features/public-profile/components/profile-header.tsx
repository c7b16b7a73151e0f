import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '../../../../../shared/api/contracts/artists.ts';

/** The top of an artist's page: display name, Pro badge and bio. */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  return (
    <header className="profile-header stack">
      <h1 className="profile-header__name">
        {profile.displayName}{' '}
        {profile.plan === 'pro' && <span className="badge">{t('web.profile.pro')}</span>}
      </h1>
      <p className="muted">@{profile.pseudo}</p>
      {profile.bio && <p>{profile.bio}</p>}
    </header>
  );
}

/** The same space while the profile loads, so nothing jumps when it arrives. */
export function ProfileHeaderSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="profile-header" role="status">
      <div className="skeleton skeleton--title" aria-hidden="true" />
      <div className="skeleton" aria-hidden="true" />
      <span className="visually-hidden">{t('web.common.loading')}</span>
    </div>
  );
}
