import { useTranslation } from 'react-i18next';
import type { Availability } from '#shared/api/contracts/availability.ts';
import type { HourFormat } from '#shared/domain/preferences.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import {
  availabilityTitle,
  monthsText,
  slotTexts,
} from '#web/src/features/availability/utils/describe-availability.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatDay } from '#web/src/lib/wall-time.ts';

interface AvailabilityCardProps {
  availability: Availability;
  hourFormat: HourFormat;
  /** A one-time date already over in the artist's time zone. */
  past: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One availability: its days or date, months, period, slots (artist's hour format), edit and delete. */
export function AvailabilityCard({
  availability,
  hourFormat,
  past,
  onEdit,
  onDelete,
}: AvailabilityCardProps) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const locale = currentLocale(i18n);
  const title = availabilityTitle(availability, tk, locale);
  const slots = slotTexts(availability, locale, hourFormat);
  let badge: string | undefined;
  if (availability.kind === 'oneTime') {
    if (past) badge = t('web.availability.past');
    else if (availability.closed)
      badge = t(slots.length ? 'web.availability.replaced' : 'web.availability.dayOff');
    else badge = t('web.availability.extra');
  }
  return (
    <article className={`availability-card${past ? ' availability-card--past' : ''}`}>
      <h3 className="availability-card__title">
        {title}
        {badge && <span className="availability-badge">{badge}</span>}
      </h3>
      {availability.kind === 'recurring' && (
        <>
          <p className="muted">{monthsText(availability.months, tk, locale)}</p>
          {(availability.validFrom || availability.validUntil) && (
            <p className="muted">
              {availability.validFrom && availability.validUntil
                ? t('web.availability.period', {
                    from: formatDay(availability.validFrom, locale),
                    until: formatDay(availability.validUntil, locale),
                  })
                : availability.validFrom
                  ? t('web.availability.periodFrom', { from: formatDay(availability.validFrom, locale) })
                  : t('web.availability.periodUntil', {
                      until: formatDay(availability.validUntil ?? '', locale),
                    })}
            </p>
          )}
        </>
      )}
      {slots.length > 0 && (
        <ul className="availability-card__slots">
          {slots.map((text, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two slots may read the same
            <li key={index}>{text}</li>
          ))}
        </ul>
      )}
      <div className="row">
        <Button variant="secondary" onClick={onEdit} aria-label={t('web.availability.editLabel', { title })}>
          {t('web.availability.edit')}
        </Button>
        <Button variant="link" onClick={onDelete} aria-label={t('web.availability.deleteLabel', { title })}>
          {t('web.availability.delete')}
        </Button>
      </div>
    </article>
  );
}
