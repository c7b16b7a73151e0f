import '#web/src/components/ui/ui.css';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { Skeleton } from '#web/src/components/ui/skeleton.tsx';
import {
  createMyCalendarFeed,
  deleteMyCalendarFeed,
  useMyCalendarFeed,
} from '#web/src/features/calendar-feed/api/calendar-feed.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { showToast } from '#web/src/lib/toasts.ts';

/**
 * "Calendar subscription" (issue 14, item 7): a private URL of the artist's bookings that Google or
 * Apple Calendar subscribes to (first names and travel addresses, never shown to clients), shown
 * once when made (ADR 0072): copy it then; later the card says since when it works, and a new
 * address (the old one stops) is the way to see one again; or stop it.
 */
export function CalendarFeedCard() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { data, error, mutate } = useMyCalendarFeed();
  const [busy, setBusy] = useState<'create' | 'delete' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (what: 'create' | 'delete') => {
    setBusy(what);
    setFailure(null);
    try {
      await mutate(await (what === 'create' ? createMyCalendarFeed() : deleteMyCalendarFeed()), {
        revalidate: false,
      });
    } catch (caught) {
      setFailure(isApiError(caught) ? caught.message : t('web.reservations.calendar.error'));
    } finally {
      setBusy(null);
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ tone: 'success', title: t('web.reservations.calendar.copied') });
    } catch {
      showToast({ tone: 'error', title: t('web.reservations.calendar.copyError') });
    }
  };

  const since =
    data?.createdAt &&
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(data.createdAt));
  const actions = (
    <div className="row">
      <Button
        variant="secondary"
        busy={busy === 'create'}
        busyLabel={t('web.common.saving')}
        onClick={() => void run('create')}
      >
        {t('web.reservations.calendar.rotate')}
      </Button>
      <Button
        variant="secondary"
        busy={busy === 'delete'}
        busyLabel={t('web.common.saving')}
        onClick={() => void run('delete')}
      >
        {t('web.reservations.calendar.stop')}
      </Button>
    </div>
  );

  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{t('web.reservations.calendar.title')}</h2>
      <p className="field__hint">{t('web.reservations.calendar.intro')}</p>
      {error && <LoadError error={error} onRetry={mutate} />}
      {!data && !error && <Skeleton label={t('web.reservations.calendar.title')} lines={1} />}
      {failure && <Alert tone="error">{failure}</Alert>}
      {data?.url ? (
        // Just made: the only time the address is shown (the table keeps its hash alone, ADR 0072).
        <>
          <Alert tone="info">{t('web.reservations.calendar.shownOnce')}</Alert>
          <input
            className="link-field"
            readOnly
            value={data.url}
            aria-label={t('web.reservations.calendar.url')}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="row">
            <Button onClick={() => void copy(data.url ?? '')}>
              <Copy size={16} aria-hidden="true" />
              {t('web.reservations.calendar.copy')}
            </Button>
          </div>
          <p className="muted">{t('web.reservations.calendar.private')}</p>
          {actions}
        </>
      ) : data?.active ? (
        <>
          <p>
            {since
              ? t('web.reservations.calendar.active', { date: since })
              : t('web.reservations.calendar.activeUndated')}
          </p>
          <p className="muted">{t('web.reservations.calendar.hidden')}</p>
          {actions}
        </>
      ) : (
        data && (
          <p>
            <Button
              busy={busy === 'create'}
              busyLabel={t('web.common.saving')}
              onClick={() => void run('create')}
            >
              {t('web.reservations.calendar.create')}
            </Button>
          </p>
        )
      )}
    </section>
  );
}
