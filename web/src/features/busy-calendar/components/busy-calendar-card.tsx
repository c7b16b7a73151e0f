import { CalendarX2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { Skeleton } from '#web/src/components/ui/skeleton.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import {
  deleteMyBusyCalendar,
  setMyBusyCalendar,
  useMyBusyCalendar,
} from '#web/src/features/busy-calendar/api/busy-calendar.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

/**
 * "Busy times from your calendar" (issue 14, item 7): the private ICS address of the artist's own
 * calendar (Google, Apple, Outlook); its events block the slots they overlap, read at once and every
 * 30 minutes. The card says how the last read went (a failure is one neutral state, ADR 0065);
 * clients never see any of it.
 */
export function BusyCalendarCard() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { data, error, mutate } = useMyBusyCalendar();
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const when = new Intl.DateTimeFormat(currentLocale(i18n), { dateStyle: 'medium', timeStyle: 'short' });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('save');
    setFieldError(undefined);
    setFailure(null);
    try {
      await mutate(await setMyBusyCalendar({ url }), { revalidate: false });
      setUrl('');
    } catch (caught) {
      if (isApiError(caught) && caught.fields[0]) setFieldError(caught.fields[0].message);
      else setFailure(isApiError(caught) ? caught.message : t('web.reservations.busy.error'));
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    setBusy('delete');
    setFailure(null);
    try {
      await mutate(await deleteMyBusyCalendar(), { revalidate: false });
    } catch (caught) {
      setFailure(isApiError(caught) ? caught.message : t('web.reservations.busy.error'));
    } finally {
      setBusy(null);
    }
  };

  const status = data?.status;
  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{t('web.reservations.busy.title')}</h2>
      <p className="field__hint">{t('web.reservations.busy.intro')}</p>
      {error && <LoadError error={error} onRetry={mutate} />}
      {!data && !error && <Skeleton label={t('web.reservations.busy.title')} lines={1} />}
      {failure && <Alert tone="error">{failure}</Alert>}
      {data && status !== 'none' && (
        <>
          <input
            className="link-field"
            readOnly
            value={data.url ?? ''}
            aria-label={t('web.reservations.busy.url')}
            onFocus={(event) => event.currentTarget.select()}
          />
          {status === 'pending' && <p className="muted">{t('web.reservations.busy.pending')}</p>}
          {status === 'ok' && (
            <Alert tone="success">
              {t('web.reservations.busy.ok', { count: data.busyCount ?? 0 })}{' '}
              {data.fetchedAt &&
                t('web.reservations.busy.readAt', { when: when.format(new Date(data.fetchedAt)) })}
            </Alert>
          )}
          {status === 'unreadable' && <Alert tone="error">{t('web.reservations.busy.unreadable')}</Alert>}
          <p>
            <Button
              variant="secondary"
              busy={busy === 'delete'}
              busyLabel={t('web.common.saving')}
              onClick={() => void remove()}
            >
              <CalendarX2 size={16} aria-hidden="true" />
              {t('web.reservations.busy.remove')}
            </Button>
          </p>
        </>
      )}
      {data && (
        <form className="stack" noValidate onSubmit={(event) => void save(event)}>
          <TextField
            label={t(status === 'none' ? 'web.reservations.busy.url' : 'web.reservations.busy.replace')}
            hint={t('web.reservations.busy.urlHint')}
            inputMode="url"
            autoComplete="off"
            placeholder="webcal://"
            value={url}
            error={fieldError}
            onChange={(event) => setUrl(event.target.value)}
          />
          <p>
            <Button type="submit" busy={busy === 'save'} busyLabel={t('web.common.saving')}>
              {t('web.reservations.busy.save')}
            </Button>
          </p>
        </form>
      )}
    </section>
  );
}
