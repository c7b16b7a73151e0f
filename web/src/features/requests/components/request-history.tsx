import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '#shared/api/contracts/lifecycle-views.ts';
import { useLocale } from '#web/src/features/requests/hooks/use-locale.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { formatInstant } from '#web/src/lib/instants.ts';

interface RequestHistoryProps {
  history: readonly HistoryEntry[];
  clientName: string;
  /** The artist's time zone and hour format: every time is shown there. */
  timezone: string;
  hourFormat?: '12' | '24' | undefined;
}

/** The message of each action, written out so they can be found (and checked) by name. */
const ACTION_KEYS = {
  created: 'web.requests.history.created',
  moved: 'web.requests.history.moved',
  accepted: 'web.requests.history.accepted',
  refused: 'web.requests.history.refused',
  cancelled: 'web.requests.history.cancelled',
  'move-accepted': 'web.requests.history.moveAccepted',
  'times-proposed': 'web.requests.history.timesProposed',
  'time-picked': 'web.requests.history.timePicked',
  'payment-updated': 'web.requests.history.paymentUpdated',
  'touch-up-booked': 'web.requests.history.touchUpBooked',
  'late-arrival': 'web.requests.history.lateArrival',
  'healed-photo': 'web.requests.history.healedPhoto',
} as const satisfies Record<HistoryEntry['action'], string>;

/** What happened to the request, oldest first, each with its time: 'Déplacée du … au …'. */
export function RequestHistory({ history, clientName, timezone, hourFormat }: RequestHistoryProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const locale = useLocale();
  const when = (iso: string | undefined) => (iso ? formatInstant(iso, locale, timezone, hourFormat) : '');
  return (
    <ol className="request-history">
      {history.map((entry) => (
        <li key={`${entry.at}-${entry.action}`}>
          <time dateTime={entry.at}>{when(entry.at)}</time>
          <span>
            {tk(ACTION_KEYS[entry.action], {
              name: clientName,
              by: entry.by === 'client' ? clientName : t('web.requests.history.you'),
              from: when(entry.fromStart),
              to: when(entry.toStart),
            })}
          </span>
        </li>
      ))}
    </ol>
  );
}
