import './public-profile.css';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { ResponsiveImage } from '#web/src/components/responsive-image.tsx';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatLocalPeriod } from '#web/src/lib/local-dates.ts';

/**
 * The top of an artist's page: banner, picture, display name with the Pro badge, bio, residency, the
 * current or next guest spot and styles. The banner and the picture sit in boxes of a fixed ratio and size, painted with the image's
 * placeholder colour, so nothing moves while the images load (the skeleton has the same boxes).
 */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation();
  const { residency } = profile;
  // Where to find the artist next: the ongoing guest spot, else the next one (the list is in order).
  const travel = profile.travels[0];
  return (
    <header className="profile-header">
      <div className="profile-header__banner">
        {profile.banner && (
          <ResponsiveImage
            image={profile.banner}
            alt=""
            sizes="(min-width: 72rem) 72rem, 100vw"
            loading="eager"
          />
        )}
      </div>
      <div className="profile-header__identity">
        <div className="profile-header__avatar">
          {profile.avatar ? (
            <ResponsiveImage
              image={profile.avatar}
              alt={t('web.publicPage.avatarAlt', { displayName: profile.displayName })}
              sizes="8rem"
              loading="eager"
            />
          ) : (
            <span className="profile-header__initial" aria-hidden="true">
              {profile.displayName.slice(0, 1).toUpperCase()}
            </span>
          )}
        </div>
        <div className="profile-header__names">
          <h1 className="profile-header__name">
            {profile.displayName}{' '}
            {profile.plan === 'pro' && <span className="badge">{t('web.profile.pro')}</span>}
          </h1>
          <p className="muted">@{profile.pseudo}</p>
        </div>
      </div>
      {profile.bio && <p className="profile-header__bio">{profile.bio}</p>}
      {(residency || travel || profile.styles.length > 0) && (
        <dl className="profile-header__facts">
          {residency && (
            <div>
              <dt>{t('web.publicPage.residency')}</dt>
              <dd>
                {[residency.shopName, residency.city, t(`web.countries.${residency.country}`)]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
            </div>
          )}
          {travel && (
            <div>
              <dt>{t('web.publicPage.guestSpot')}</dt>
              <dd>
                <span className={`phase phase--${travel.phase}`}>
                  {t(`web.travels.phases.${travel.phase}`)}
                </span>{' '}
                {travel.city}, {formatLocalPeriod(travel.startDate, travel.endDate, currentLocale(i18n))}
              </dd>
            </div>
          )}
          {profile.styles.length > 0 && (
            <div>
              <dt>{t('web.publicPage.styles')}</dt>
              <dd>
                <ul className="chips">
                  {profile.styles.map((style) => (
                    <li key={style} className="chip">
                      {t(`web.styles.${style}`)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
      )}
    </header>
  );
}

/** The same boxes while the page loads, so nothing jumps when it arrives. */
export function ProfileHeaderSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="public-profile-skeleton" role="status">
      <div className="profile-header">
        <div className="profile-header__banner" aria-hidden="true" />
        <div className="profile-header__identity" aria-hidden="true">
          <div className="profile-header__avatar" />
          <div className="profile-header__names">
            <div className="skeleton skeleton--title" />
            <div className="skeleton" />
          </div>
        </div>
      </div>
      <span className="visually-hidden">{t('web.common.loading')}</span>
    </div>
  );
}
