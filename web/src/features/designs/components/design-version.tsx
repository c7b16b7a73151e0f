import './designs.css';
import { useTranslation } from 'react-i18next';
import type { DesignVersionView, DesignView } from '#shared/api/contracts/designs.ts';
import type { Currency } from '#shared/domain/money.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { ResponsiveImage } from '#web/src/components/responsive-image.tsx';
import { Badge, type BadgeTone } from '#web/src/components/ui/badge.tsx';
import { currentLocale } from '#web/src/lib/i18n.ts';

export const STATE_TONES: Record<DesignVersionView['status'] | 'none', BadgeTone> = {
  none: 'neutral',
  awaiting: 'info',
  'payment-due': 'warning',
  'changes-asked': 'accent',
  approved: 'success',
  expired: 'neutral',
};

/** A day or instant in the reader's words (`4 December 2026`). */
export function useDayText() {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n);
  return (value: string, options: { localDay?: boolean } = {}) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      ...(options.localDay && { timeZone: 'UTC' }),
    }).format(new Date(options.localDay ? `${value}T12:00:00Z` : value));
}

/** The images of a version, as a grid of thumbnails each opening the full image. */
export function DesignImages({ version, large = false }: { version: DesignVersionView; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={`design-images${large ? ' design-images--large' : ''}`}>
      {version.images.map((image, index) => {
        const full = [...image.variants].sort((a, b) => b.width - a.width)[0];
        return (
          <li key={image.imageId}>
            <a href={full?.url} target="_blank" rel="noreferrer">
              <ResponsiveImage
                image={image}
                alt={t('web.designs.imageAlt', { version: version.version, index: index + 1 })}
                sizes={large ? '(min-width: 768px) 320px, 45vw' : '120px'}
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One version in a design's history: its number and state, images, the artist's note, the days
 * (shared, answer by, answered) and the client's comment with the revision it was.
 */
function VersionCard({ version, currency }: { version: DesignVersionView; currency: Currency }) {
  const { t, i18n } = useTranslation();
  const day = useDayText();
  const locale = currentLocale(i18n);
  const { revision } = version;
  return (
    <li className="design-version stack">
      <div className="design-version__head">
        <h4>{t('web.designs.version', { version: version.version })}</h4>
        <Badge tone={STATE_TONES[version.status]}>{t(`web.designs.states.${version.status}`)}</Badge>
      </div>
      <DesignImages version={version} />
      {version.note && <p className="design-note">{version.note}</p>}
      <p className="muted design-version__dates">
        {t('web.designs.sharedOn', { date: day(version.sharedAt) })}
        {' · '}
        {version.answeredAt
          ? t('web.designs.answeredOn', { date: day(version.answeredAt) })
          : t('web.designs.answerUntil', { date: day(version.answerByDate, { localDay: true }) })}
      </p>
      {version.comment && (
        <blockquote className="design-comment">
          <p className="design-comment__label">{t('web.designs.comment')}</p>
          <p>{version.comment}</p>
        </blockquote>
      )}
      {revision && (
        <p className="muted">
          {revision.priceCents > 0
            ? t('web.designs.revisionPaid', {
                number: revision.number,
                price: formatPrice(revision.priceCents, currency, locale),
              })
            : t('web.designs.revision', { number: revision.number })}
        </p>
      )}
    </li>
  );
}

/** The approved version, pinned above the history: its images large, its note and approval day. */
export function PinnedDesign({ design }: { design: DesignView }) {
  const { t } = useTranslation();
  const day = useDayText();
  const approved = design.versions.find((version) => version.version === design.approvedVersion);
  if (!approved) return null;
  return (
    <div className="design-pinned stack">
      <h3>{t('web.designs.pinned')}</h3>
      <DesignImages version={approved} large />
      {approved.note && <p className="design-note">{approved.note}</p>}
      <p className="muted">
        {t('web.designs.pinnedOn', {
          version: approved.version,
          date: day(approved.answeredAt ?? approved.sharedAt),
        })}
      </p>
    </div>
  );
}

/** Every version, newest first. */
export function DesignHistory({ design }: { design: DesignView }) {
  const { t } = useTranslation();
  if (design.versions.length === 0) return null;
  return (
    <div className="stack">
      <h3>{t('web.designs.history')}</h3>
      <ol className="design-history">
        {design.versions.map((version) => (
          <VersionCard key={version.version} version={version} currency={design.currency} />
        ))}
      </ol>
    </div>
  );
}
