import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import {
  bookingOf,
  customRequest,
  flashRequest,
  requestList,
} from '#web/src/features/requests/test/request-fixtures.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import type { MoveDialogProps } from './request-actions.tsx';
import { RequestsPage } from './requests-page.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

/** Stands for the reschedule feature's dialog, which the route composes. */
function FakeMoveDialog({ title, onMove, onClose }: MoveDialogProps) {
  return (
    <div role="dialog" aria-label={title}>
      <button type="button" onClick={() => void onMove('2026-05-09T10:00/180').catch(() => undefined)}>
        Pick May 9
      </button>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** The shortcuts' switch as the route composes it: the account's value, saved through `onShortcutsChange`. */
const shortcutsSaved = vi.fn();
function PageWithShortcuts() {
  const [shortcuts, setShortcuts] = useState(true);
  return (
    <RequestsPage
      currency="EUR"
      hourFormat="24"
      moveDialog={(props) => (props.kind === 'move' ? <FakeMoveDialog {...props} /> : null)}
      shortcuts={shortcuts}
      onShortcutsChange={(on) => {
        setShortcuts(on);
        shortcutsSaved(on);
      }}
    />
  );
}

function renderPage(path = '/app/requests', lng: Locale = 'en') {
  return renderRoutes(
    [
      {
        path: '/app/requests',
        element: <PageWithShortcuts />,
      },
      { path: '/app/requests/:id', element: <p>Detail page</p> },
    ],
    path,
    { lng },
  );
}

/** The API answers `requests` to every list, and records the queries. */
function listAnswers(requests: RequestView[]) {
  artistApi.get.mockImplementation(async (path: string) => {
    if (path.startsWith('/me/requests?')) return requestList(requests);
    throw new ApiError(404, 'not_found', 'Not found');
  });
}

const listCalls = () => artistApi.get.mock.calls.map(([path]) => path as string);

beforeEach(() => {
  artistApi.get.mockReset();
  artistApi.post.mockReset();
  localStorage.clear();
});

describe('the requests stack', () => {
  it('shows the pending requests one at a time, oldest first; N goes to the next', async () => {
    listAnswers([flashRequest, customRequest]);
    const user = userEvent.setup();
    renderPage();
    const first = await screen.findByRole('heading', { level: 2, name: 'Camille Martin' });
    expect(listCalls()).toEqual(['/me/requests?status=pending&order=oldest']);
    await waitFor(() => expect(document.title).toBe('Requests | Inkslot'));
    expect(screen.getByText('Request 1 of 2')).toBeTruthy();
    const card = first.closest('article') as HTMLElement;
    expect(card.textContent).toContain('Saturday, May 2, 2026, 10:00 – 13:00');
    expect(card.textContent).toContain('Flash “Night moth” (€120)');
    expect(card.textContent).toContain('Your shop');
    expect(card.textContent).toContain('29 years old · Already tattooed · @camille.ink');
    const thumbs = within(card).getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('alt'))).toEqual(['Reference image 1', 'Reference image 2']);
    expect(
      within(card).getByRole('link', { name: 'See Camille Martin’s request' }).getAttribute('href'),
    ).toBe(`/app/requests/${flashRequest.requestId}`);
    for (const [name, key] of [
      ['Accept', 'A'],
      ['Decline', 'D'],
      ['Change time slot', 'M'],
      ['Next', 'N'],
      ['Previous', 'P'],
    ] as const) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-keyshortcuts')).toBe(key);
    }

    await user.keyboard('n');
    const second = screen.getByRole('heading', { level: 2, name: 'Lou Bernard' });
    expect(document.activeElement).toBe(second);
    expect(screen.getByText('Request 2 of 2')).toBeTruthy();
    expect(second.closest('article')?.textContent).toContain('Guest spot: Guest Shop, Marseille');
    await user.keyboard('p');
    expect(screen.getByRole('heading', { level: 2, name: 'Camille Martin' })).toBeTruthy();
  });

  it('lets the artist turn the single-key shortcuts off', async () => {
    listAnswers([flashRequest, customRequest]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Camille Martin' });
    await user.click(screen.getByRole('checkbox', { name: 'Keyboard shortcuts' }));
    await user.keyboard('n');
    await user.keyboard('a');
    expect(screen.getByRole('heading', { level: 2, name: 'Camille Martin' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept' }).hasAttribute('aria-keyshortcuts')).toBe(false);
    expect(shortcutsSaved).toHaveBeenCalledWith(false);
  });

  it('accepts with a final price and a deposit sent in cents, then offers the booking', async () => {
    listAnswers([flashRequest, customRequest]);
    artistApi.post.mockResolvedValue(bookingOf(flashRequest, 15000, 5000));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Camille Martin' });
    await user.keyboard('a');
    const dialog = screen.getByRole('dialog', { name: 'Accept Camille Martin’s request' });
    const price = within(dialog).getByRole('textbox', { name: /^Final price \(€\)/ }) as HTMLInputElement;
    expect(price.value).toBe('120');
    expect(document.activeElement).toBe(price);
    expect(within(dialog).getByText('Listed price of the flash “Night moth”: €120.')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '150');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ask for a deposit' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Deposit \(€\)/ }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Accept the request' }));

    expect(artistApi.post).toHaveBeenCalledWith(`/me/requests/${flashRequest.requestId}/accept`, {
      priceCents: 15000,
      depositCents: 5000,
    });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Request accepted');
    expect(notice.textContent).toContain(
      'Appointment confirmed with Camille Martin: Saturday, May 2, 2026, 10:00 – 13:00. Camille Martin gets a confirmation email.',
    );
    expect(within(notice).getByRole('link', { name: 'See the appointment' }).getAttribute('href')).toBe(
      `/app/bookings/${flashRequest.requestId}`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Lou Bernard' })),
    );
    await waitFor(() => expect(listCalls().length).toBeGreaterThanOrEqual(2));
  });

  it('checks the amounts with the contract’s messages, in French, before sending', async () => {
    listAnswers([customRequest]);
    const user = userEvent.setup();
    renderPage('/app/requests', 'fr');
    await user.click(await screen.findByRole('button', { name: 'Accepter' }));
    const dialog = screen.getByRole('dialog', { name: 'Accepter la demande de Lou Bernard' });
    const submit = within(dialog).getByRole('button', { name: 'Accepter la demande' });
    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe('Prix final requis');

    await user.type(within(dialog).getByRole('textbox', { name: /^Prix final/ }), '100');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Demander un acompte' }));
    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe('Montant de l’acompte requis');
    await user.type(within(dialog).getByRole('textbox', { name: /^Acompte/ }), '150');
    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'L’acompte ne peut pas dépasser le prix final',
    );
    expect(artistApi.post).not.toHaveBeenCalled();
  });

  it('declines after a confirmation, with an optional reason', async () => {
    listAnswers([flashRequest]);
    artistApi.post.mockResolvedValue({ ...flashRequest, status: 'refused', refuseReason: 'Fully booked' });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline Camille Martin’s request?' });
    expect(dialog.textContent).toContain(
      'The slot (Saturday, May 2, 2026, 10:00 – 13:00) becomes free again',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep the request' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Fully booked');
    await user.click(within(dialog).getByRole('button', { name: 'Decline the request' }));
    expect(artistApi.post).toHaveBeenCalledWith(`/me/requests/${flashRequest.requestId}/refuse`, {
      reason: 'Fully booked',
    });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(
      'Request declinedThe slot (Saturday, May 2, 2026, 10:00 – 13:00) is free again and Camille Martin gets a summary email.',
    );
  });

  it('keeps the dialog open with the spec’s message when declining fails', async () => {
    listAnswers([flashRequest]);
    artistApi.post.mockRejectedValue(
      new ApiError(500, 'internal', 'Une erreur est survenue, veuillez réessayer'),
    );
    const user = userEvent.setup();
    renderPage('/app/requests', 'fr');
    await user.click(await screen.findByRole('button', { name: 'Refuser' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuser la demande de Camille Martin ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    expect(artistApi.post).toHaveBeenCalledWith(`/me/requests/${flashRequest.requestId}/refuse`, {});
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Une erreur est survenue lors du refus de la demandeUne erreur est survenue, veuillez réessayer',
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('says so and reads the list again when the request was answered elsewhere (409)', async () => {
    listAnswers([flashRequest]);
    artistApi.post.mockRejectedValue(
      new ApiError(409, 'request_not_pending', 'This request is no longer pending: it was already cancelled'),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Accept the request' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This request is no longer pendingIt was accepted, declined or cancelled in the meantime: the list is up to date.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await waitFor(() => expect(listCalls().length).toBe(2));
  });

  it('moves a request through the move dialog the route composes', async () => {
    listAnswers([flashRequest]);
    const moved: RequestView = {
      ...flashRequest,
      slot: {
        ...flashRequest.slot,
        slotId: '2026-05-09T10:00/180',
        localDate: '2026-05-09',
        start: '2026-05-09T08:00:00.000Z',
        end: '2026-05-09T11:00:00.000Z',
      },
    };
    artistApi.post.mockResolvedValue(moved);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Camille Martin' });
    await user.keyboard('m');
    await user.click(
      screen
        .getByRole('dialog', { name: 'Change the time slot of Camille Martin’s request' })
        .querySelector('button') as HTMLElement,
    );
    expect(artistApi.post).toHaveBeenCalledWith(`/me/requests/${flashRequest.requestId}/move`, {
      slotId: '2026-05-09T10:00/180',
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Request movedNew slot for Camille Martin: Saturday, May 9, 2026, 10:00 – 13:00. Camille Martin gets an email.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the requests list and filters', () => {
  it('keeps the view and the filters in the address, sends prices in cents, and goes back', async () => {
    listAnswers([flashRequest, customRequest]);
    const user = userEvent.setup();
    const { router } = renderPage('/app/requests?view=list');
    const link = await screen.findByRole('link', { name: 'Camille Martin' });
    expect(link.getAttribute('href')).toBe(`/app/requests/${flashRequest.requestId}`);
    expect(screen.getByRole('link', { name: 'Lou Bernard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByText('Filters'));
    await user.type(screen.getByLabelText('From'), '2026-05-10');
    await user.type(screen.getByLabelText('To'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('alert').textContent).toBe('The end date must be on or after the start date');

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-05-31');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Location' }),
      'Guest spot: Guest Shop, Marseille',
    );
    await user.type(screen.getByRole('textbox', { name: 'Minimum (€)' }), '100');
    await user.type(screen.getByRole('textbox', { name: 'Maximum (€)' }), '45,5');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('alert').textContent).toBe('The maximum must be at least the minimum');
    await user.clear(screen.getByRole('textbox', { name: 'Maximum (€)' }));
    await user.type(screen.getByRole('textbox', { name: 'Maximum (€)' }), '250,5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Project type' }), 'Flash');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?view=list&from=2026-05-10&to=2026-05-31&location=t1&priceMin=100&priceMax=250.5&type=flash',
      ),
    );
    await waitFor(() =>
      expect(listCalls()).toContain(
        '/me/requests?status=pending&order=oldest&from=2026-05-10&to=2026-05-31&location=t1&priceMin=10000&priceMax=25050&type=flash',
      ),
    );
    expect(screen.getByText('Filters (4)')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Newest first');
    await waitFor(() => expect(router.state.location.search).toContain('&order=newest'));

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).not.toContain('order=newest'));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?view=list'));
    expect(await screen.findByText('Filters')).toBeTruthy();
  });

  it('tells each empty state apart, and clears the filters', async () => {
    listAnswers([]);
    const user = userEvent.setup();
    const { router } = renderPage();
    expect(await screen.findByText('No pending request')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check my availability' }).getAttribute('href')).toBe(
      '/app/availabilities',
    );

    await user.click(screen.getByRole('link', { name: 'Declined' }));
    expect(await screen.findByText('No declined request')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=refused');
    expect(listCalls()).toContain('/me/requests?status=refused&order=oldest');

    await router.navigate('/app/requests?status=refused&type=touchup');
    expect(await screen.findByText('No request matches these filters')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?status=refused'));
  });

  it('shows a refused request without answers, with its reason', async () => {
    listAnswers([{ ...flashRequest, status: 'refused', refuseReason: 'Fully booked' }]);
    renderPage('/app/requests?status=refused', 'fr');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Camille Martin' });
    const card = heading.closest('article') as HTMLElement;
    expect(card.textContent).toContain('Refusée');
    expect(card.textContent).toContain('Motif du refus : Fully booked');
    expect(screen.queryByRole('button', { name: 'Accepter' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Refusées' }).getAttribute('aria-current')).toBe('page');
  });
});
