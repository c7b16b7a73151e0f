import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyToday } from '#shared/api/contracts/today.ts';
import { SETUP_STEPS } from '#shared/domain/today.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { TodayPage } from './today-page.tsx';

function todayWith(requestLimit: MyToday['requestLimit']): MyToday {
  return {
    timezone: 'Europe/Paris',
    today: '2026-11-24',
    appointments: [],
    pending: { count: 0 },
    weekRevenue: [],
    checklist: Object.fromEntries(SETUP_STEPS.map((step) => [step, true])) as MyToday['checklist'],
    requestLimit,
  };
}

function renderToday(requestLimit: MyToday['requestLimit'], lng: 'en' | 'fr' = 'en') {
  const page = (
    <TodayPage
      today={todayWith(requestLimit)}
      artist={{ displayName: 'Mia Ink', pseudo: 'ink-mia' }}
      publicUrl="https://inkslot.test/ink-mia"
      locale={lng}
      onShared={() => undefined}
    />
  );
  return renderRoutes([{ path: '/app', element: page }], '/app', { lng });
}

describe('Today and the Free plan’s limit (issue 15, item 8)', () => {
  it('says nothing below 8 of 10', () => {
    renderToday({ used: 7, max: 10, resetsOn: '2026-12-01' });
    expect(screen.queryByText(/requests received|no longer takes requests/)).toBeNull();
    expect(screen.getByText('7 of 10')).toBeTruthy();
  });

  it('warns at 8 of 10 and leads to the Pro plan', () => {
    renderToday({ used: 8, max: 10, resetsOn: '2026-12-01' });
    expect(screen.getByText('8 of the Free plan’s 10 requests received this month')).toBeTruthy();
    expect(screen.getByText(/the count starts again on Tuesday, December 1, 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the Pro plan' }).getAttribute('href')).toBe(
      '/app/settings/plan',
    );
  });

  it('says the page is closed at 10 of 10, in French too', () => {
    renderToday({ used: 10, max: 10, resetsOn: '2026-12-01' }, 'fr');
    expect(screen.getByText('Votre page ne prend plus de demandes')).toBeTruthy();
    expect(
      screen.getByText(
        /Vous avez reçu les 10 demandes du mois de l’offre Free : .* fermées jusqu’au mardi 1 décembre 2026/,
      ),
    ).toBeTruthy();
  });

  it('never on Pro', () => {
    renderToday({ used: 250, max: null, resetsOn: '2026-12-01' });
    expect(screen.queryByRole('link', { name: 'See the Pro plan' })).toBeNull();
  });
});
