import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { bookingOf, flashRequest } from '#web/src/features/requests/test/request-fixtures.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { RequestDetail } from './request-detail.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

function renderDetail(request: RequestView | ApiError, lng: Locale = 'en') {
  artistApi.get.mockImplementation(async () => {
    if (request instanceof ApiError) throw request;
    return request;
  });
  return renderRoutes(
    [
      {
        path: '/app/requests/:id',
        element: (
          <RequestDetail
            requestId={flashRequest.requestId}
            currency="EUR"
            hourFormat="24"
            backSearch="?view=list"
            moveDialog={() => null}
          />
        ),
      },
    ],
    `/app/requests/${flashRequest.requestId}`,
    { lng },
  );
}

const moved: RequestView = {
  ...flashRequest,
  history: [
    { at: '2026-04-20T09:15:00.000Z', action: 'created', by: 'client' },
    {
      at: '2026-04-21T16:40:00.000Z',
      action: 'moved',
      by: 'artist',
      fromStart: '2026-04-25T08:00:00.000Z',
      toStart: '2026-05-02T08:00:00.000Z',
    },
  ],
};

beforeEach(() => {
  artistApi.get.mockReset();
  artistApi.post.mockReset();
});

describe('a request’s page', () => {
  it('shows the slot, the project with the images, the client and the history, in French', async () => {
    renderDetail(moved, 'fr');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Demande de Camille Martin');
    expect(artistApi.get).toHaveBeenCalledWith(`/me/requests/${flashRequest.requestId}`);
    await waitFor(() => expect(document.title).toBe('Demande de Camille Martin | Inkslot'));
    expect(screen.getByRole('link', { name: 'Retour aux demandes' }).getAttribute('href')).toBe(
      '/app/requests?view=list',
    );

    const slot = screen.getByRole('region', { name: 'Rendez-vous demandé' });
    const slotText = slot.textContent?.replace(/[\u00a0\u202f]/g, ' ');
    expect(slotText).toContain('samedi 2 mai 2026, 10:00 – 13:00');
    expect(slotText).toContain('Votre salon');
    expect(slotText).toContain('Flash « Night moth » (120 €)');
    expect(slotText).toContain('Left forearm · 8 x 6 cm');

    const project = screen.getByRole('region', { name: 'Projet' });
    expect(project.textContent).toContain('In black ink, please.');
    const images = within(project).getAllByRole('img');
    expect(images).toHaveLength(2);
    const [first] = images as [HTMLImageElement];
    expect(first.getAttribute('alt')).toBe('Image de référence 1');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1200', '900']);
    expect(first.getAttribute('srcset')).toBe(
      '/media/a1/ref-1/320.webp 320w, /media/a1/ref-1/640.webp 640w, /media/a1/ref-1/1024.webp 1024w',
    );
    expect(first.closest('a')?.getAttribute('href')).toBe('/media/a1/ref-1/1024.webp');

    const client = screen.getByRole('region', { name: 'Client' });
    expect(within(client).getByRole('link', { name: 'camille@example.com' }).getAttribute('href')).toBe(
      'mailto:camille@example.com',
    );
    expect(
      within(client).getByRole('link', { name: '@camille.ink (nouvel onglet)' }).getAttribute('href'),
    ).toBe('https://www.instagram.com/camille.ink/');
    expect(client.textContent).toContain('29 ans');
    expect(client.textContent).toContain('Français');

    const history = within(screen.getByRole('region', { name: 'Historique' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent?.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      'lun. 20 avr. 2026, 11:15Demande envoyée par Camille Martin',
      'mar. 21 avr. 2026, 18:40Déplacée du sam. 25 avr. 2026, 10:00 au sam. 2 mai 2026, 10:00',
    ]);
    expect(screen.getByRole('button', { name: 'Accepter' })).toBeTruthy();
  });

  it('accepts from the page, then says so with the way to the booking (focused)', async () => {
    renderDetail(flashRequest);
    artistApi.post.mockResolvedValue(bookingOf(flashRequest, 12000));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Accept the request' }));
    expect(artistApi.post).toHaveBeenCalledWith(`/me/requests/${flashRequest.requestId}/accept`, {
      priceCents: 12000,
    });
    const notice = await screen.findByRole('status');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(within(notice).getByRole('link', { name: 'See the appointment' }).getAttribute('href')).toBe(
      `/app/bookings/${flashRequest.requestId}`,
    );
  });

  it('links an accepted request to its booking, without answers', async () => {
    renderDetail({ ...flashRequest, status: 'accepted', bookingId: flashRequest.requestId });
    expect((await screen.findByRole('link', { name: 'See the appointment' })).getAttribute('href')).toBe(
      `/app/bookings/${flashRequest.requestId}`,
    );
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('says another artist’s or an unknown request is not found, with the way back', async () => {
    renderDetail(new ApiError(404, 'not_found', 'Not found'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This request does not exist or is not yours.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request not found');
    expect(screen.getByRole('link', { name: 'Back to requests' }).getAttribute('href')).toBe(
      '/app/requests?view=list',
    );
  });
});
