import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataExport as Archive } from '#shared/api/contracts/images.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { exportMyData } from '#web/src/features/account-data/api/export-my-data.ts';
import { isApiError } from '#web/src/lib/api-error.ts';

function sizeText(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${format.format(bytes / 1024)} KB`;
  return `${format.format(bytes / (1024 * 1024))} MB`;
}

/** Everything the account holds, as one archive: prepared on demand, downloaded from a short-lived link. */
export function DataExport({ exportData = exportMyData }: { exportData?: typeof exportMyData }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [archive, setArchive] = useState<Archive | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const prepare = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setArchive(await exportData());
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('web.auth.account.data.error'));
    } finally {
      setBusy(false);
    }
  };
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  return (
    <div className="stack">
      <p>{t('web.auth.account.data.text')}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      {archive ? (
        <Alert tone="success">
          {t('web.auth.account.data.ready', { size: sizeText(archive.bytes, i18n.language) })}{' '}
          <a href={archive.url} download={archive.fileName}>
            {t('web.auth.account.data.download')}
          </a>{' '}
          {t('web.auth.account.data.expires', { time: time.format(new Date(archive.expiresAt)) })}
        </Alert>
      ) : (
        <div>
          <Button
            variant="secondary"
            busy={busy}
            busyLabel={t('web.auth.account.data.preparing')}
            onClick={() => void prepare()}
          >
            <Download aria-hidden="true" size={16} /> {t('web.auth.account.data.export')}
          </Button>
        </div>
      )}
    </div>
  );
}
