import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminArtist, AdminArtistPage } from '#shared/api/contracts/admin.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { ArtistsPanel } from './artists-panel.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), delete: vi.fn(), post: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const suspended: AdminArtist = {
  artistId: 'a1',
  pseudo: 'ink-mia',
  displayName: 'Mia Ink',
  email: 'mia@example.com',
  plan: 'free',
  createdAt: '2026-10-01T10:00:00.000Z',
  requestsThisMonth: 2,
  suspendedAt: '2026-11-26T10:00:00.000Z',
  suspensionReason: 'Fake flashes',
};
const { suspendedAt: _at, suspensionReason: _reason, ...restored } = suspended;
const other: AdminArtist = { ...restored, artistId: 'a2', pseudo: 'zoe-ink', displayName: 'Zoe Ink' };

const rowOf = (pseudo: string) =>
  screen.getAllByRole('row').find((row) => row.textContent?.includes(`@${pseudo}`));

describe('ArtistsPanel', () => {
  beforeEach(() => {
    for (const fn of Object.values(artistApi)) fn.mockReset();
  });

  it('keeps a restore made while a search was on its way: the search’s late answer does not undo it', async () => {
    const user = userEvent.setup();
    let serverSuspended = true;
    const now = () => (serverSuspended ? suspended : restored);
    let answerSearch: () => void = () => undefined;
    let searches = 0;
    artistApi.get.mockImplementation(async (path: string) => {
      if (path === '/admin/artists') return { items: [now(), other] };
      searches += 1;
      // The first search is answered late, as the server saw the artist when it was asked.
      if (searches === 1) {
        const seen = now();
        return new Promise<AdminArtistPage>((resolve) => {
          answerSearch = () => resolve({ items: [seen] });
        });
      }
      return { items: [now()] };
    });
    artistApi.delete.mockImplementation(async () => {
      serverSuspended = false;
      return restored;
    });
    renderWithProviders(<ArtistsPanel />);
    await waitFor(() => expect(rowOf('ink-mia')?.textContent).toContain('Suspended'));

    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'mia');
    await waitFor(() => expect(searches).toBe(1));
    await user.click(within(rowOf('ink-mia') as HTMLElement).getByRole('button', { name: 'Restore' }));
    expect(artistApi.delete).toHaveBeenCalledWith('/admin/artists/a1/suspension');
    await waitFor(() => expect(rowOf('ink-mia')?.textContent).toContain('Active'));

    answerSearch();
    // The search is asked again after the restore, and its answer is the one shown.
    await waitFor(() => expect(searches).toBe(2));
    await waitFor(() => expect(rowOf('zoe-ink')).toBeUndefined());
    expect(rowOf('ink-mia')?.textContent).toContain('Active');
    expect(rowOf('ink-mia')?.textContent).not.toContain('Suspended');
  });
});
