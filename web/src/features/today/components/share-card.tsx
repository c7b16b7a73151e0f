import { Copy, ExternalLink, Printer, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { artistPaths, pathTo } from '#web/src/app/paths.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { showToast } from '#web/src/lib/toasts.ts';

interface ShareCardProps {
  url: string;
  pseudo: string;
  displayName: string;
  /** The page was shared (copied, shared or printed): the checklist's last step. */
  onShared: () => void;
  /** Offline: opening the page needs the network, which the element of this id says (ADR 0099). */
  needsNetworkId?: string | undefined;
}

/** The page's QR code as an SVG path (one square per dark module), drawn by `qrcode` loaded lazily. */
function useQrPath(url: string): { size: number; path: string } | undefined {
  const [qr, setQr] = useState<{ size: number; path: string }>();
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QRCode) => {
      const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
      let path = '';
      for (let row = 0; row < modules.size; row += 1) {
        for (let col = 0; col < modules.size; col += 1) {
          if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
        }
      }
      if (live) setQr({ size: modules.size, path });
    });
    return () => {
      live = false;
    };
  }, [url]);
  return qr;
}

/**
 * The artist's page link to share: copy, share (where the device can), open, and a QR code to print
 * for the shop's counter (the print view shows only a poster with the code).
 */
export function ShareCard({ url, pseudo, displayName, onShared, needsNetworkId }: ShareCardProps) {
  const { t } = useTranslation();
  const qr = useQrPath(url);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({
        tone: 'success',
        title: t('web.workspace.today.share.copied'),
        description: t('web.workspace.today.share.copiedText'),
      });
      onShared();
    } catch {
      showToast({ tone: 'error', title: t('web.workspace.today.share.copyError') });
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title: displayName, url });
      onShared();
    } catch {
      // Dismissed: nothing to say.
    }
  };
  const print = () => {
    onShared();
    window.print();
  };
  return (
    <section id="share" className="card stack share-card" aria-labelledby="share-card-title" tabIndex={-1}>
      <h2 id="share-card-title">{t('web.workspace.today.share.title')}</h2>
      <p className="muted">{t('web.workspace.today.share.text')}</p>
      <div className="share-card__link">
        <span className="share-card__url">{url}</span>
      </div>
      <div className="share-card__actions">
        <Button variant="primary" onClick={() => void copy()}>
          <Copy aria-hidden="true" size={18} /> {t('web.workspace.today.share.copy')}
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void share()}>
            <Share2 aria-hidden="true" size={18} /> {t('web.workspace.today.share.share')}
          </Button>
        )}
        {needsNetworkId ? (
          <Button variant="ghost" disabled aria-describedby={needsNetworkId}>
            <ExternalLink aria-hidden="true" size={18} /> {t('web.workspace.today.share.view')}
          </Button>
        ) : (
          <Link className="button button--ghost" to={pathTo(artistPaths.profile, { pseudo })}>
            <ExternalLink aria-hidden="true" size={18} /> {t('web.workspace.today.share.view')}
          </Link>
        )}
      </div>
      <div className="share-card__qr-row">
        <figure className="share-card__qr print-poster">
          <p className="print-poster__title">
            {t('web.workspace.today.share.printTitle', { name: displayName })}
          </p>
          {qr ? (
            <svg
              className="share-card__qr-code"
              viewBox={`-1 -1 ${qr.size + 2} ${qr.size + 2}`}
              role="img"
              aria-label={t('web.workspace.today.share.qr')}
              shapeRendering="crispEdges"
            >
              <rect x={-1} y={-1} width={qr.size + 2} height={qr.size + 2} fill="#ffffff" />
              <path d={qr.path} fill="#18161d" />
            </svg>
          ) : (
            <div className="share-card__qr-code skeleton" aria-hidden="true" />
          )}
          <figcaption className="print-poster__text">{t('web.workspace.today.share.printText')}</figcaption>
          <p className="print-poster__url">{url}</p>
        </figure>
        <Button variant="secondary" onClick={print}>
          <Printer aria-hidden="true" size={18} /> {t('web.workspace.today.share.print')}
        </Button>
      </div>
    </section>
  );
}
