import billingMessages from 'virtual:inkslot-message-sections/billing';
import { useTranslation } from 'react-i18next';
import { artistCurrency } from '#shared/domain/money.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { useMyReferrals } from '#web/src/features/referrals/api/get-my-referrals.ts';
import { ReferralPage } from '#web/src/features/referrals/components/referral-page.tsx';

/** `/app/settings/referral`: invite and earn (the spec's "referral needs a paid plan"). */
function Referral() {
  const { t, i18n } = useTranslation();
  const { data: artist } = useMyArtist();
  const { data: referrals, error, mutate } = useMyReferrals();
  return (
    <>
      <PageTitle page={t('web.billing.referral.pageTitle')} />
      {error && !referrals ? (
        <LoadError error={error} onRetry={() => mutate()} />
      ) : artist && referrals ? (
        <ReferralPage referrals={referrals} locale={i18n.language} currency={artistCurrency(artist)} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

/** Its words are billing's lazy section (`web.billing.referral`), loaded with the page. */
export const Component = withSectionMessages(billingMessages, Referral);
