import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import { appPaths } from '#web/src/app/paths.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { markPublicPageEdited } from '#web/src/lib/public-page-freshness.ts';

/** How long the page waits for Stripe's event before saying it is taking longer than usual. */
const PATIENCE_MS = 30_000;

/**
 * Back from Stripe Checkout (`/app/settings/plan/confirmation`): the redirect proves nothing, so the
 * page reads the account every second until the webhook has made it Pro (ADR 0045), then says so.
 * It polls under the account's SWR key, so the workspace's cached account turns Pro with it.
 */
export function PlanConfirmation({
  accountKey,
  load,
}: {
  accountKey: string;
  load: () => Promise<MyArtist>;
}) {
  const { t } = useTranslation();
  const [patient, setPatient] = useState(true);
  // The account's own cache key: once Pro, every page of the workspace reads the new plan.
  const { data } = useSWR<MyArtist>(accountKey, load, {
    refreshInterval: (latest) => (latest?.plan === 'pro' ? 0 : 1000),
    revalidateOnFocus: false,
  });
  // Pro shows on the artist's page (the badge, requests open again): this browser reads it afresh.
  // Marked before "Welcome to Pro" is painted, whoever fetched the Pro account: this poll, or the
  // workspace's own read of the same key (SWR then calls only that reader's onSuccess, and the page
  // stayed closed in this browser's HTTP cache for up to 90 s).
  const proPseudo = data?.plan === 'pro' ? data.pseudo : undefined;
  useLayoutEffect(() => {
    if (proPseudo) markPublicPageEdited(proPseudo);
  }, [proPseudo]);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (data?.plan === 'pro') {
    return (
      <section className="card stack" aria-live="polite">
        <h1>{t('web.billing.confirmed.title')}</h1>
        <p>{t('web.billing.confirmed.text')}</p>
        <p>
          <ButtonLink to={appPaths.today}>{t('web.billing.confirmed.cta')}</ButtonLink>
        </p>
      </section>
    );
  }
  return (
    <section className="card stack" aria-live="polite" aria-busy="true">
      <h1>{t('web.billing.confirming.title')}</h1>
      <p role="status">{t('web.billing.confirming.text')}</p>
      {!patient && <Alert tone="info">{t('web.billing.confirming.slow')}</Alert>}
      <p>
        <ButtonLink variant="secondary" to={appPaths.plan}>
          {t('web.billing.confirming.back')}
        </ButtonLink>
      </p>
    </section>
  );
}
