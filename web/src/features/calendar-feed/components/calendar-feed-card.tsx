import '../../../components/ui/ui.css';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toasts.ts';
import { createMyCalendarFeed, deleteMyCalendarFeed, useMyCalendarFeed } from '../api/calendar-feed.ts';

/**
 * "Calendar subscription" (issue 14, item 7): a private URL of the artist's bookings that Google or
 * Apple Calendar subscribes to (first names and travel addresses, never shown to clients); copy it,
 * make a new one (the old one stops), or stop it.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
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

  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{t('web.reservations.calendar.title')}</h2>
      <p className="field__hint">{t('web.reservations.calendar.intro')}</p>
      {error && <LoadError error={error} onRetry={mutate} />}
      {!data && !error && <Skeleton label={t('web.reservations.calendar.title')} lines={1} />}
      {failure && <Alert tone="error">{failure}</Alert>}
      {data?.url ? (
        <>
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
          <p className="muted">{t('web.reservations.calendar.private')}</p>
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
