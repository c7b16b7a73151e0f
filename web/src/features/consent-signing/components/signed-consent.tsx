import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedConsent } from '#shared/api/contracts/consent.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { getPortalConsentPdf } from '#web/src/features/consent-signing/api/portal-consent.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

/** Once signed: when, the PDF to download (a short link made on the press), and its fingerprint. */
export function SignedConsentCard({ bookingId, signed }: { bookingId: string; signed: SignedConsent }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(currentLocale(i18n), { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(signed.signedAt),
  );
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { url } = await getPortalConsentPdf(bookingId);
      window.location.assign(url);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('web.errors.unknown'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card stack" aria-labelledby="consent-signed-title">
      <h2 id="consent-signed-title">{t('web.consentSigning.signed.title')}</h2>
      <p>{t('web.consentSigning.signed.text', { date })}</p>
      {signed.idPhoto && <p className="muted">{t('web.consentSigning.signed.idPhoto')}</p>}
      <div>
        <Button onClick={() => void download()} busy={busy}>
          <Download size={18} aria-hidden="true" /> {t('web.consentSigning.signed.download')}
        </Button>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <p className="muted consent-sign__hash">
        {t('web.consentSigning.signed.hash', { hash: signed.pdfSha256 })}
      </p>
    </section>
  );
}
