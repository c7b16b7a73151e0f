import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { useMyTravelDemand } from '#web/src/features/travels/api/get-my-travel-demand.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

/**
 * Where visitors want the artist (issue 14, item 6): per city, how many wait to be told when
 * bookings open there and how many were told, most waiting first, to plan the next guest spot.
 */
export function TravelDemandCard() {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const { data, error, mutate } = useMyTravelDemand();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <section className="card stack travel-demand-card" aria-labelledby="travel-demand-title">
      <h2 id="travel-demand-title">{t('web.travels.demand.title')}</h2>
      <p className="field__hint">{t('web.travels.demand.intro')}</p>
      {error && <LoadError error={error} onRetry={mutate} />}
      {data && data.cities.length === 0 && <p className="muted">{t('web.travels.demand.empty')}</p>}
      {data && data.cities.length > 0 && (
        <ul className="plain-list travel-demand-card__list">
          {data.cities.map((city) => (
            <li key={city.city} className="travel-demand-card__city">
              <MapPin aria-hidden="true" className="travel-demand-card__icon" />
              <span className="travel-demand-card__name">{city.city}</span>
              <span className="travel-demand-card__figures">
                {city.waiting > 0 && (
                  <span className="badge badge--accent">
                    {t('web.travels.demand.waiting', { count: city.waiting })}
                  </span>
                )}
                {city.notified > 0 && (
                  <span className="badge badge--neutral">
                    {t('web.travels.demand.notified', { count: city.notified })}
                  </span>
                )}
              </span>
              <span className="travel-demand-card__last muted">
                {t('web.travels.demand.last', { date: day.format(new Date(city.lastAskedAt)) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
