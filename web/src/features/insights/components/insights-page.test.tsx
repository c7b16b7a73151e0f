import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsightsView, UpcomingInsightsView } from '#shared/api/contracts/insights.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { InsightsPage } from './insights-page.tsx';

const artistApi = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const PAST: InsightsView = {
  range: '4w',
  from: '2026-10-30',
  to: '2026-11-26',
  requestsReceived: 12,
  requestsAccepted: 6,
  requestsRefused: 2,
  requestsCancelled: 1,
  bookings: 6,
  bookingsCancelled: 0,
  acceptanceRate: 75,
  revenue: { EUR: 124_000 },
  deposits: { EUR: 30_000 },
  medianFirstResponseMinutes: 42,
  timeSavedMinutes: 180,
  busiestDays: [0, 1, 0, 2, 6, 3, 0],
  busiestHours: Array.from({ length: 24 }, (_, hour) => (hour === 14 ? 7 : hour === 10 ? 5 : 0)),
  topFlashes: [
    { flashId: 'f1', requests: 4, title: 'Night moth', thumbnailUrl: '/media/a/f1/320.webp' },
    { flashId: 'f2', requests: 1 },
  ],
  series: Array.from({ length: 28 }, (_, index) => ({
    start: `2026-11-${String((index % 26) + 1).padStart(2, '0')}`,
    requests: index % 3,
    bookings: index % 2,
  })),
};

const AHEAD: UpcomingInsightsView = {
  range: '7d',
  from: '2026-11-26',
  to: '2026-12-02',
  bookings: 3,
  bookedMinutes: 450,
  expectedRevenue: { EUR: 60_000 },
  depositsReceived: { EUR: 10_000 },
  depositsPending: { count: 1, amounts: { EUR: 5_000 } },
  balanceDue: { EUR: 45_000 },
  busiestDays: [1, 0, 0, 0, 2, 0, 0],
  series: Array.from({ length: 7 }, (_, index) => ({ start: `2026-11-${26 + index}`, bookings: index % 2 })),
};

const render = (plan: 'free' | 'pro', path = '/app/insights') =>
  renderRoutes(
    [
      {
        path: '/app/insights',
        element: <InsightsPage plan={plan} locale="en" currency="EUR" hourFormat="24" />,
      },
    ],
    path,
  );

beforeEach(() => {
  artistApi.get.mockReset();
});

describe('InsightsPage', () => {
  it('locks the Free plan behind the unlock prompt over a hidden preview, and asks the API nothing', async () => {
    render('free');
    expect(screen.getByRole('heading', { name: 'Unlock your insights' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/app/settings/plan',
    );
    // The sample figures are decoration: not in the accessibility tree, not in the tab order.
    const preview = document.querySelector('.insights-locked__preview');
    expect(preview?.getAttribute('aria-hidden')).toBe('true');
    expect(preview?.hasAttribute('inert')).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Most wanted flashes' })).toBeNull();
    expect(artistApi.get).not.toHaveBeenCalled();
  });

  it('shows a Pro artist’s past figures: the spec’s sentences, the tiles, charts with a table, top flashes', async () => {
    artistApi.get.mockResolvedValue(PAST);
    render('pro');
    expect(await screen.findByText('You earned €1,240 over this period.')).toBeTruthy();
    expect(artistApi.get).toHaveBeenCalledWith('/me/insights?range=4w');
    expect(screen.getByText('12 booking requests received.')).toBeTruthy();
    expect(screen.getByText('You accepted 75% of the requests you answered.')).toBeTruthy();
    expect(screen.getByText('Half of your clients had your first answer within 42 minutes.')).toBeTruthy();
    expect(screen.getByText(/Time saved: about 3 hours\./)).toBeTruthy();
    // Each chart has a table of its figures for screen readers.
    const activity = screen.getByRole('table', { name: 'Requests and bookings' });
    expect(within(activity).getAllByRole('row')).toHaveLength(29);
    const hours = screen.getByRole('table', { name: 'Busiest hours' });
    const fourteen = within(hours)
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('14'));
    expect(fourteen?.textContent).toBe('147');
    const flashes = screen.getByRole('list', { name: 'Most wanted flashes' });
    expect(within(flashes).getByText('Night moth')).toBeTruthy();
    expect(within(flashes).getByText('Deleted flash')).toBeTruthy();
    expect(within(flashes).getByText('4 requests')).toBeTruthy();
  });

  it('switches to the bookings ahead and keeps the view and range in the address', async () => {
    artistApi.get.mockImplementation(async (path: string) =>
      path.startsWith('/me/insights/upcoming') ? AHEAD : PAST,
    );
    const { router } = render('pro', '/app/insights?range=12m');
    await waitFor(() => expect(artistApi.get).toHaveBeenCalledWith('/me/insights?range=12m'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Upcoming' }));
    // 12 months is no upcoming range: back to 4 weeks, then 7 days.
    await waitFor(() => expect(artistApi.get).toHaveBeenCalledWith('/me/insights/upcoming?range=4w'));
    await user.click(screen.getByRole('radio', { name: '7 d' }));
    expect(await screen.findByText('Next 7 days')).toBeTruthy();
    expect(router.state.location.search).toBe('?view=upcoming&range=7d');
    expect(screen.getByText('€600')).toBeTruthy();
    expect(screen.getByText('1 booking')).toBeTruthy();
  });

  it('shows the lock when the plan ended while the page was open (403 pro_required)', async () => {
    artistApi.get.mockRejectedValue(
      new ApiError(403, 'pro_required', 'Advanced statistics are for the Pro plan'),
    );
    render('pro');
    expect(await screen.findByRole('heading', { name: 'Unlock your insights' })).toBeTruthy();
  });
});
