import { type ComponentType, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicTravel } from '#shared/api/contracts/travels.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatLocalPeriod } from '#web/src/lib/local-dates.ts';

/**
 * The artist's ongoing and upcoming travels: dates, shop and city (never the address); on each, a
 * visitor may ask to be told when booking opens there (issue 14, item 6).
 */
export function TravelList({
  travels,
  pseudo,
  DemandForm,
}: {
  travels: readonly PublicTravel[];
  pseudo: string;
  /** The demand form (travel-demand-form.tsx), lazy: composed by the route with its words. */
  DemandForm: ComponentType<{ pseudo: string; travelId: string; city: string }>;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [asking, setAsking] = useState<string | undefined>();
  if (travels.length === 0) return null;
  const locale = currentLocale(i18n);
  return (
    <section className="public-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('web.publicPage.travels')}</h2>
      <ul className="travel-list">
        {travels.map((travel) => (
          <li key={travel.travelId} className="travel-list__item">
            <p className="travel-list__when">
              <span className={`phase phase--${travel.phase}`}>
                {t(`web.travels.phases.${travel.phase}`)}
              </span>{' '}
              {formatLocalPeriod(travel.startDate, travel.endDate, locale)}
            </p>
            <p className="travel-list__where">
              {t('web.publicPage.travelAt', { shopName: travel.shopName, city: travel.city })}
            </p>
            {asking === travel.travelId ? (
              <Suspense fallback={null}>
                <DemandForm pseudo={pseudo} travelId={travel.travelId} city={travel.city} />
              </Suspense>
            ) : (
              <button
                type="button"
                className="button button--link"
                onClick={() => setAsking(travel.travelId)}
              >
                {t('web.publicPage.demandOpen', { city: travel.city })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
