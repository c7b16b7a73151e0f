import { artistPaths, pathTo } from '#web/src/app/paths.ts';
import './portal-item.css';
import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LocationView, ProjectView, SlotView } from '#shared/api/contracts/lifecycle-views.ts';
import type { PortalArtist } from '#shared/api/contracts/portal-lifecycle.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatClockRange, formatDay, zoneLabel } from '#web/src/lib/wall-time.ts';

/** The artist of a request or booking: picture and name, a link to their public page. */
export function PortalArtistLink({ artist, headingId }: { artist: PortalArtist; headingId: string }) {
  const { t } = useTranslation();
  if (artist.deleted)
    return (
      <h3 id={headingId} className="portal-item__artist portal-item__artist--deleted">
        <span className="portal-item__avatar portal-item__avatar--empty" aria-hidden="true">
          <UserX size={18} />
        </span>
        {t('web.portal.item.artistDeleted')}
      </h3>
    );
  return (
    <h3 id={headingId} className="portal-item__artist">
      {artist.pictureUrl ? (
        <img
          className="portal-item__avatar"
          src={artist.pictureUrl}
          alt=""
          width={40}
          height={40}
          loading="lazy"
        />
      ) : (
        <span className="portal-item__avatar portal-item__avatar--empty" aria-hidden="true">
          {artist.displayName.slice(0, 1).toUpperCase()}
        </span>
      )}
      <Link to={pathTo(artistPaths.profile, { pseudo: artist.pseudo })}>{artist.displayName}</Link>
    </h3>
  );
}

/** A slot's day and hours in the artist's wall time, the zone named (clients may live elsewhere). */
export function slotText(slot: SlotView, locale: string) {
  return {
    date: formatDay(slot.localDate, locale),
    time: formatClockRange(slot.localStart, slot.durationMinutes, locale),
    zone: zoneLabel(slot.timezone, locale, new Date(slot.start)),
  };
}

/**
 * Where it takes place: the travel's shop and city (and its street address once accepted), else the
 * artist's home shop; undefined when neither is known.
 */
function placeOf(
  location: LocationView | undefined,
  artist: PortalArtist,
): { shop: string; address?: string | undefined } | undefined {
  if (location) return { shop: `${location.shopName}, ${location.city}`, address: location.address };
  const home = artist.residency;
  if (!home) return undefined;
  return { shop: [home.shopName, home.city].filter(Boolean).join(', ') };
}

interface SummaryProps {
  artist: PortalArtist;
  project: ProjectView;
  slot: SlotView;
  location?: LocationView | undefined;
}

/** What a request and a booking both show: the project, the date and time, and the place. */
export function PortalItemSummary({ artist, project, slot, location }: SummaryProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const when = slotText(slot, locale);
  const place = placeOf(location, artist);
  const types = {
    flash: t('web.portal.item.types.flash'),
    custom: t('web.portal.item.types.custom'),
    touchup: t('web.portal.item.types.touchup'),
  };
  return (
    <dl className="portal-item__facts">
      <div>
        <dt>{t('web.portal.item.project')}</dt>
        <dd>
          {project.flash
            ? t('web.portal.item.flashTitle', { title: project.flash.title })
            : types[project.projectType]}
          <br />
          <span className="muted">
            {t('web.portal.item.placementSize', { placement: project.placement, size: project.size })}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('web.portal.item.when')}</dt>
        <dd>
          <span className="portal-item__date">{when.date}</span>
          <br />
          {when.time}
          <br />
          <span className="muted portal-item__zone">{t('web.portal.item.zone', { zone: when.zone })}</span>
        </dd>
      </div>
      {place && (
        <div>
          <dt>{t('web.portal.item.where')}</dt>
          <dd>
            {place.shop}
            {place.address && (
              <>
                <br />
                <span className="portal-item__address">{place.address}</span>
              </>
            )}
          </dd>
        </div>
      )}
      {project.referenceImages.length > 0 && (
        <div>
          <dt>{t('web.portal.item.references')}</dt>
          <dd>
            <ul className="plain-list portal-item__references">
              {project.referenceImages.map((image) => (
                <li key={image.imageId}>
                  <img
                    src={image.variants[0]?.url}
                    alt=""
                    width={64}
                    height={Math.round((64 * image.height) / image.width)}
                    style={{ background: image.placeholder }}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}
