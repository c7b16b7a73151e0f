import { appPaths } from '#web/src/app/paths.ts';
import './referrals.css';
import { Copy, Gift, Share2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MyReferrals } from '#shared/api/contracts/billing.ts';
import { type Currency, formatPrice } from '#shared/domain/money.ts';
import { Badge } from '#web/src/components/ui/badge.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { Card } from '#web/src/components/ui/card.tsx';
import { EmptyState } from '#web/src/components/ui/empty-state.tsx';
import { StatTile } from '#web/src/components/ui/stat-tile.tsx';
import { showToast } from '#web/src/lib/toasts.ts';
import { formatDay } from '#web/src/lib/wall-time.ts';

interface ReferralPageProps {
  referrals: MyReferrals;
  locale: string;
  currency: Currency;
}

/**
 * `/app/settings/referral` (issue 12, ADR 0047): the link to share (copy, or the phone's share
 * sheet), who signed up through it and whether they are on Pro, and the credit earned. On Free, why
 * there is no link yet and the way to Pro.
 */
export function ReferralPage({ referrals, locale, currency }: ReferralPageProps) {
  const { t } = useTranslation();
  const rates = { discount: referrals.discountPercent, reward: referrals.rewardPercent };
  const earned = Object.entries(referrals.earned);
  const earnedText =
    earned.length === 0
      ? formatPrice(0, currency, locale)
      : earned.map(([code, cents]) => formatPrice(cents, code as Currency, locale)).join(' · ');
  const link = referrals.link;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      showToast({
        tone: 'success',
        title: t('web.billing.referral.copied'),
        description: t('web.billing.referral.copiedText'),
      });
    } catch {
      showToast({ tone: 'error', title: t('web.billing.referral.copyError') });
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    if (!link) return;
    try {
      await navigator.share({ url: link, text: t('web.billing.referral.shareText', rates) });
    } catch {
      // Closed by the artist: nothing to say.
    }
  };

  return (
    <div className="stack referral">
      <header>
        <h1>{t('web.billing.referral.title')}</h1>
        <p className="muted referral__intro">{t('web.billing.referral.intro', rates)}</p>
      </header>

      {!referrals.eligible || !link ? (
        <section className="card stack referral__locked" aria-labelledby="referral-locked">
          <span className="empty-state__icon" aria-hidden="true">
            <Gift size={22} />
          </span>
          <h2 id="referral-locked">{t('web.billing.referral.lockedTitle')}</h2>
          <p className="muted">{t('web.billing.referral.lockedText', rates)}</p>
          <ButtonLink to={appPaths.plan}>{t('web.billing.referral.lockedCta')}</ButtonLink>
        </section>
      ) : (
        <>
          <Card title={t('web.billing.referral.linkLabel')}>
            <div className="referral__link">
              <input
                className="link-field"
                readOnly
                value={link}
                aria-label={t('web.billing.referral.linkLabel')}
                onFocus={(event) => event.currentTarget.select()}
              />
              <div className="row referral__actions">
                <Button onClick={() => void copy()}>
                  <Copy size={16} aria-hidden="true" />
                  {t('web.billing.referral.copy')}
                </Button>
                {canShare && (
                  <Button variant="secondary" onClick={() => void share()}>
                    <Share2 size={16} aria-hidden="true" />
                    {t('web.billing.referral.share')}
                  </Button>
                )}
              </div>
            </div>
          </Card>
          <div className="stat-grid stat-grid--compact">
            <StatTile label={t('web.billing.referral.invited')} value={referrals.referrals.length} />
            <StatTile
              label={t('web.billing.referral.onPro')}
              value={referrals.referrals.filter((referral) => referral.pro).length}
            />
            <StatTile
              label={t('web.billing.referral.earned')}
              value={earnedText}
              hint={t('web.billing.referral.earnedHint')}
            />
          </div>
        </>
      )}

      {referrals.referrals.length > 0 ? (
        <Card title={t('web.billing.referral.listTitle')}>
          <ul className="referral__list">
            {referrals.referrals.map((referral) => (
              <li key={referral.pseudo} className="referral__item">
                <span className="referral__name">
                  <strong>{referral.displayName}</strong>
                  <span className="muted">@{referral.pseudo}</span>
                </span>
                <span className="muted referral__joined">
                  {t('web.billing.referral.joined', {
                    date: formatDay(referral.joinedAt.slice(0, 10), locale, 'short'),
                  })}
                </span>
                <Badge tone={referral.pro ? 'accent' : 'neutral'}>{referral.pro ? 'Pro' : 'Free'}</Badge>
              </li>
            ))}
          </ul>
        </Card>
      ) : (
        referrals.eligible && (
          <Card>
            <EmptyState headingLevel={2} icon={<Users />} title={t('web.billing.referral.empty')}>
              {t('web.billing.referral.emptyText')}
            </EmptyState>
          </Card>
        )
      )}
    </div>
  );
}
