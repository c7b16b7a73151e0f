import { useTranslation } from 'react-i18next';
import { shortWallTime } from '#shared/domain/date-formats.ts';

/** The artist's first bookable slot in the coming weeks, `null` when there is none, while loading `undefined`. */
export type Opening = { date: string; start: string } | null | undefined;

/**
 * Under the booking button: when the next free slot is ('Prochain créneau libre : mer. 2 juin,
 * 14:30'), or that the coming weeks are full, so a visitor knows before opening the form. The slot's
 * wall time is formatted as such (UTC stands for the artist's zone, which the form names).
 */
export function NextOpening({ opening }: { opening: Opening }) {
  const { t, i18n } = useTranslation();
  // While the slots load, an empty line holds the place: nothing below moves when they arrive.
  if (opening === undefined) return <p className="next-opening next-opening--loading" aria-hidden="true" />;
  const when = opening && shortWallTime(opening.date, opening.start, i18n.language);
  return (
    <p className={when ? 'next-opening' : 'next-opening next-opening--full'}>
      {when ? t('web.publicPage.nextOpening', { when }) : t('web.publicPage.noOpening')}
    </p>
  );
}
