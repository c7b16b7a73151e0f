import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import type { MyToday } from '#shared/api/contracts/today.ts';
import { SETUP_STEPS } from '#shared/domain/today.ts';
import { consentStatusesPath, NEXT_DAYS_KEY } from '#web/src/features/today/api/offline-keys.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import type { InstallPromptEvent } from '#web/src/lib/install-prompt.ts';
import { catchInstallPrompt } from '#web/src/lib/install-prompt.ts';
import { forgetOffline, keepOffline, openedOffline } from '#web/src/lib/offline-snapshot.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { TodayPage } from './today-page.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const today: MyToday = {
  timezone: 'Europe/Paris',
  today: '2026-11-24',
  appointments: [],
  pending: { count: 1, oldestCreatedAt: '2026-11-24T08:00:00.000Z' },
  weekRevenue: [],
  checklist: Object.fromEntries(SETUP_STEPS.map((step) => [step, step !== 'shared'])) as MyToday['checklist'],
  requestLimit: { used: 1, max: 10, resetsOn: '2026-12-01' },
};

function renderToday(lng: 'en' | 'fr' | 'es', offline?: boolean) {
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

/** Today kept on Tuesday 24 November at 15:42 UTC, the app opened offline for its artist. */
async function keptDay() {
  await keepOffline('/me/today', today, {
    owner: async () => 'artist-a',
    now: new Date('2026-11-24T15:42:00.000Z'),
  });
  openedOffline.owner = 'artist-a';
}

describe('Today read offline (ADR 0099)', () => {
  it('says it is offline, as of when, and what needs a connection; the page link waits for one', async () => {
    await keptDay();
    renderToday('en', true);
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toMatch(/You’re offline/);
    await vi.waitFor(() => expect(banner.textContent).toMatch(/Your day as of Tuesday \d{1,2}:42/));
    const link = screen.getByRole('button', { name: 'See my page' });
    expect((link as HTMLButtonElement).disabled).toBe(true);
    expect(link.getAttribute('aria-describedby')).toBe('today-needs-network');
    expect(document.getElementById('today-needs-network')?.textContent).toMatch(/need a connection/);
    forgetOffline();
  });

  it('in French and Spanish too', async () => {
    await keptDay();
    renderToday('fr', true);
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/Hors connexion.*le mardi/),
    );
    forgetOffline();
  });

  it('says nothing online, and the page link is a link', () => {
    renderToday('es');
    expect(screen.queryByText(/Sin conexión/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver mi página' })).toBeTruthy();
  });
});

const inTenDays = {
  bookingId: '11111111-1111-4111-8111-111111111111',
  tab: 'upcoming',
  slot: { localDate: '2026-12-04', localStart: '14:00', durationMinutes: 120 },
  client: { firstName: 'Lena', lastName: 'Moreau' },
  project: { projectType: 'custom' },
  location: { shopName: 'Atelier Noir', city: 'Lyon' },
  payment: { paymentState: 'DEPOSIT-PAID', priceCents: 15_000, depositCents: 5_000, currency: 'EUR' },
} as unknown as BookingView;
const pendingRequest = {
  requestId: 'r1',
  status: 'pending',
  client: { firstName: 'Omar', lastName: 'Diallo' },
  project: { projectType: 'flash', flash: { title: 'Swallow' } },
  slot: {
    localDate: '2026-12-10',
    localStart: '10:00',
    durationMinutes: 60,
    start: '2026-12-10T09:00:00.000Z',
    timezone: 'Europe/Paris',
  },
  createdAt: '2026-11-23T09:15:00.000Z',
} as unknown as RequestView;

describe('the next 14 days and the pending requests, read offline (ADR 0099)', () => {
  it('shows what Today kept online, by day, with the deposit and the consent, each as of when', async () => {
    const owner = async () => 'artist-a';
    const savedAt = { owner, now: new Date('2026-11-24T15:42:00.000Z') };
    await keepOffline(
      NEXT_DAYS_KEY,
      { today: today.today, bookings: [inTenDays], requests: [pendingRequest] },
      savedAt,
    );
    await keepOffline(
      consentStatusesPath([inTenDays.bookingId]),
      { statuses: [{ bookingId: inTenDays.bookingId, status: 'signed', flagged: 0 }] },
      savedAt,
    );
    artistApi.get.mockRejectedValue(new ApiError(0, 'network_error', 'Cannot connect.'));
    openedOffline.owner = 'artist-a';
    renderToday('en', true);
    const nextDays = await screen.findByRole('region', { name: 'Next 14 days' });
    expect(nextDays.textContent).toMatch(/As of Tuesday \d{1,2}:42/);
    expect(nextDays.textContent).toMatch(/Friday, 4 December 2026|Friday, December 4, 2026/);
    expect(nextDays.textContent).toMatch(/Lena Moreau/);
    expect(nextDays.textContent).toMatch(/Atelier Noir, Lyon/);
    expect(nextDays.textContent).toMatch(/Deposit paid/);
    await vi.waitFor(() => expect(nextDays.textContent).toMatch(/Consent signed/));
    const pending = screen.getByRole('region', { name: 'Pending requests' });
    expect(pending.textContent).toMatch(/Omar Diallo/);
    expect(pending.textContent).toMatch(
      /Flash “Swallow” · for Thu, 10 Dec|Flash “Swallow” · for Thu, Dec 10/,
    );
    expect(pending.textContent).toMatch(/Asked /);
    forgetOffline();
  });

  it('in French, and says so when nothing was kept ahead', async () => {
    await keepOffline(
      NEXT_DAYS_KEY,
      { today: today.today, bookings: [], requests: [] },
      { owner: async () => 'artist-a' },
    );
    openedOffline.owner = 'artist-a';
    renderToday('fr', true);
    expect(await screen.findByText('Aucun autre rendez-vous dans les 14 prochains jours.')).toBeTruthy();
    expect(screen.getByText('Aucune demande en attente.')).toBeTruthy();
    forgetOffline();
  });

  it('shows nothing ahead online', () => {
    renderToday('en');
    expect(screen.queryByRole('region', { name: 'Next 14 days' })).toBeNull();
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
