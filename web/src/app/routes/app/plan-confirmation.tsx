import billingMessages from 'virtual:inkslot-message-sections/billing';
import { useTranslation } from 'react-i18next';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { getMyArtist, MY_ARTIST_KEY } from '#web/src/features/artist/api/get-my-artist.ts';
import { PlanConfirmation } from '#web/src/features/billing/components/plan-confirmation.tsx';

/** `/app/settings/plan/confirmation`: where Stripe Checkout returns; waits for the webhook's result. */
function PlanConfirmationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle page={t('web.billing.confirming.pageTitle')} />
      <PlanConfirmation accountKey={MY_ARTIST_KEY} load={getMyArtist} />
    </>
  );
}

/** Billing's words are a lazy section of the catalogue (`web.billing`), loaded with the page. */
export const Component = withSectionMessages(billingMessages, PlanConfirmationPage);
