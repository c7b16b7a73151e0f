import { useTranslation } from 'react-i18next';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';

/** The artist's plan and whether it is active (the subscription guard sends inactive plans here). */
export function PlanSummary({ artist }: { artist: Pick<MyArtist, 'plan' | 'planStatus'> }) {
  const { t } = useTranslation();
  const plan = artist.plan === 'pro' ? t('web.artist.plan.pro') : t('web.artist.plan.free');
  const status = artist.planStatus === 'active' ? t('web.artist.plan.active') : t('web.artist.plan.inactive');
  return (
    <section className="stack">
      <h1>{t('web.artist.plan.title')}</h1>
      <p>{t('web.artist.plan.current', { plan, status })}</p>
      {artist.plan === 'free' && <p className="muted">{t('web.artist.plan.freeLimit')}</p>}
      {artist.planStatus === 'inactive' && <Alert tone="info">{t('web.artist.plan.inactiveText')}</Alert>}
    </section>
  );
}
