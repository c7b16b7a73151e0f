import { useTranslation } from 'react-i18next';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { useLocale } from '#web/src/features/requests/hooks/use-locale.ts';
import { slotText } from '#web/src/features/requests/utils/request-text.ts';
import { formatDuration } from '#web/src/lib/wall-time.ts';

/** Where a request takes place: a travel's shop (its address once accepted), or the artist's own. */
export function LocationText({ request }: { request: RequestView }) {
  const { t } = useTranslation();
  const { location } = request;
  if (!location) return <>{t('web.requests.location.residency')}</>;
  return (
    <>
      {t('web.requests.location.travel', { shopName: location.shopName, city: location.city })}
      {location.address && (
        <>
          <br />
          {location.address}
        </>
      )}
    </>
  );
}

/** The project's type, and for a flash its title and listed price. */
export function ProjectTypeText({ request }: { request: RequestView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { flash, projectType } = request.project;
  const type = t(`web.requests.types.${projectType}`);
  if (!flash) return <>{type}</>;
  return (
    <>
      {t('web.requests.flashOf', {
        type,
        title: flash.title,
        price: formatPrice(flash.priceCents, flash.currency, locale),
      })}
    </>
  );
}

/**
 * The facts an artist triages on: the slot (wall time of the artist's zone), where, the project's
 * type and the placement and size, as a description list.
 */
export function RequestFacts({
  request,
  hourFormat,
}: {
  request: RequestView;
  hourFormat?: '12' | '24' | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { slot, project } = request;
  return (
    <dl className="request-facts">
      <div>
        <dt>{t('web.requests.facts.slot')}</dt>
        <dd>
          {slotText(slot, locale, hourFormat)}
          <span className="muted"> · {formatDuration(slot.durationMinutes, locale)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('web.requests.facts.location')}</dt>
        <dd>
          <LocationText request={request} />
        </dd>
      </div>
      <div>
        <dt>{t('web.requests.facts.project')}</dt>
        <dd>
          <ProjectTypeText request={request} />
        </dd>
      </div>
      <div>
        <dt>{t('web.requests.facts.placement')}</dt>
        <dd>{t('web.requests.facts.placementSize', { placement: project.placement, size: project.size })}</dd>
      </div>
    </dl>
  );
}
