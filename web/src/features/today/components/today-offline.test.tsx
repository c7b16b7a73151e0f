import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MyToday } from '#shared/api/contracts/today.ts';
import { SETUP_STEPS } from '#shared/domain/today.ts';
import type { InstallPromptEvent } from '#web/src/lib/install-prompt.ts';
import { catchInstallPrompt } from '#web/src/lib/install-prompt.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { TodayPage } from './today-page.tsx';

const today: MyToday = {
  timezone: 'Europe/Paris',
  today: '2026-11-24',
  appointments: [],
  pending: { count: 1, oldestCreatedAt: '2026-11-24T08:00:00.000Z' },
  weekRevenue: [],
  checklist: Object.fromEntries(SETUP_STEPS.map((step) => [step, step !== 'shared'])) as MyToday['checklist'],
  requestLimit: { used: 1, max: 10, resetsOn: '2026-12-01' },
};

function renderToday(lng: 'en' | 'fr' | 'es', offline?: { savedAt?: string }) {
  const page = (
    <TodayPage
      today={today}
      artist={{ displayName: 'Mia Ink', pseudo: 'ink-mia' }}
      publicUrl="https://inkslot.test/ink-mia"
      locale={lng}
      onShared={() => undefined}
      offline={offline}
    />
  );
  return renderRoutes([{ path: '/app', element: page }], '/app', { lng });
}

describe('Today read offline (ADR 0099)', () => {
  it('says it is offline, as of when, and what needs a connection; the page link waits for one', async () => {
    renderToday('en', { savedAt: '2026-11-24T15:42:00.000Z' });
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toMatch(/You’re offline/);
    expect(banner.textContent).toMatch(/Your day as of Tuesday \d{1,2}:42/);
    const link = screen.getByRole('button', { name: 'See my page' });
    expect((link as HTMLButtonElement).disabled).toBe(true);
    expect(link.getAttribute('aria-describedby')).toBe('today-needs-network');
    expect(document.getElementById('today-needs-network')?.textContent).toMatch(/need a connection/);
  });

  it('in French and Spanish too', async () => {
    renderToday('fr', { savedAt: '2026-11-24T15:42:00.000Z' });
    expect((await screen.findByRole('status')).textContent).toMatch(/Hors connexion.*le mardi/);
  });

  it('says nothing online, and the page link is a link', () => {
    renderToday('es');
    expect(screen.queryByText(/Sin conexión/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver mi página' })).toBeTruthy();
  });
});

// Before the prompt's test: once accepted, this page's app counts as installed.
describe('the install step on iOS', () => {
  it('explains Share then Add to Home Screen, in Spanish too', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    renderToday('es');
    expect(await screen.findByText('Instala Inkslot en tu móvil')).toBeTruthy();
    expect(screen.getByText(/En Safari, toca Compartir y luego «Añadir a pantalla de inicio»/)).toBeTruthy();
    vi.restoreAllMocks();
  });
});

describe('the install step of Today’s checklist (ADR 0099)', () => {
  it('shows the browser’s prompt where it gives one, and is gone once accepted', async () => {
    catchInstallPrompt();
    renderToday('en');
    expect(await screen.findByText('Install Inkslot on your phone')).toBeTruthy();
    const prompt = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    }) as InstallPromptEvent;
    act(() => void window.dispatchEvent(prompt));
    expect(prompt.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByText('Install Inkslot on your phone')).toBeNull());
  });
});
