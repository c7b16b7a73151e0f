import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpeningAlert } from '#shared/api/contracts/opening-alerts.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button, buttonClass } from '#web/src/components/ui/button.tsx';
import { Card } from '#web/src/components/ui/card.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { Skeleton } from '#web/src/components/ui/skeleton.tsx';
import {
  confirmOpeningAlert,
  stopOpeningAlert,
  useOpeningAlert,
} from '#web/src/features/opening-alerts/api/opening-alert.ts';
import { isApiError } from '#web/src/lib/api-error.ts';

type Keys = { artistId: string; openingId: string };

/**
 * `/portal/opening-alerts/:artistId/:openingId` (ADR 0100), where every alert email leads, signed
 * in: the address's owner confirms it (only a confirmed address is told at the opening) or stops it.
 */
export function OpeningAlertPage(keys: Keys) {
  const { t, i18n } = useTranslation();
  const { data, error, mutate } = useOpeningAlert(keys);
  const [busy, setBusy] = useState<'confirm' | 'stop' | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  if (error) return <LoadError error={error} onRetry={() => void mutate()} />;
  if (!data) return <Skeleton label={t('web.common.loading')} />;
  const act = async (action: 'confirm' | 'stop') => {
    setBusy(action);
    setFailed(undefined);
    try {
      await mutate(await (action === 'confirm' ? confirmOpeningAlert(keys) : stopOpeningAlert(keys)), false);
    } catch (caught) {
      setFailed(isApiError(caught) ? caught.message : t('web.openingAlert.error'));
    } finally {
      setBusy(undefined);
    }
  };
  const when = (iso: string | undefined) =>
    iso &&
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
  const vars = { artist: data.displayName, when: when(data.startsAt) };
  return (
    <div className="stack">
      <PageTitle page={t('web.openingAlert.title', vars)} />
      <h1>{t('web.openingAlert.title', vars)}</h1>
      <Card>
        <StateLine alert={data} vars={vars} />
        {failed && <Alert tone="error">{failed}</Alert>}
        <div className="row">
          {data.state === 'asked' && (
            <Button busy={busy === 'confirm'} onClick={() => void act('confirm')}>
              {t('web.openingAlert.confirm')}
            </Button>
          )}
          {(data.state === 'asked' || data.state === 'confirmed') && (
            <Button variant="secondary" busy={busy === 'stop'} onClick={() => void act('stop')}>
              {t('web.openingAlert.stop')}
            </Button>
          )}
          <a className={buttonClass('ghost')} href={`/${encodeURIComponent(data.pseudo)}`}>
            {t('web.openingAlert.page', vars)}
          </a>
        </div>
      </Card>
    </div>
  );
}

function StateLine({ alert, vars }: { alert: OpeningAlert; vars: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  if (alert.state === 'confirmed')
    return <Alert tone="success">{t('web.openingAlert.confirmed', vars)}</Alert>;
  if (alert.state === 'told') return <p>{t('web.openingAlert.told', vars)}</p>;
  if (alert.state === 'none') return <p>{t('web.openingAlert.none', vars)}</p>;
  return <p>{t(alert.startsAt ? 'web.openingAlert.asked' : 'web.openingAlert.askedNoDate', vars)}</p>;
}
