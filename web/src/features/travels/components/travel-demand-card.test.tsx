import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyTravelDemand } from '#shared/api/contracts/travels.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { TravelDemandCard } from './travel-demand-card.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

describe('TravelDemandCard', () => {
  let demand: MyTravelDemand;
  beforeEach(() => {
    artistApi.get.mockReset();
    artistApi.get.mockImplementation(async () => demand);
  });

  it('lists the cities with who waits and who was told', async () => {
    demand = {
      cities: [
        { city: 'Lyon', waiting: 3, notified: 1, lastAskedAt: '2026-11-20T10:00:00.000Z' },
        { city: 'Berlin', waiting: 0, notified: 2, lastAskedAt: '2026-10-02T10:00:00.000Z' },
      ],
    };
    renderWithProviders(<TravelDemandCard />);
    const region = await screen.findByRole('region', { name: 'Demand by city' });
    const [lyon, berlin] = await within(region).findAllByRole('listitem');
    expect(lyon?.textContent).toContain('Lyon');
    expect(lyon?.textContent).toContain('3 waiting');
    expect(lyon?.textContent).toContain('1 told');
    expect(berlin?.textContent).toContain('2 told');
    expect(berlin?.textContent).not.toContain('waiting');
    expect(artistApi.get).toHaveBeenCalledWith('/me/travel-demand');
  });

  it('says where demand comes from when there is none yet', async () => {
    demand = { cities: [] };
    renderWithProviders(<TravelDemandCard />);
    expect(
      await screen.findByText('Nobody yet. On your page, each guest spot offers to be told when it opens.'),
    ).toBeTruthy();
  });
});
