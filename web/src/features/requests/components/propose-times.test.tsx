import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { customRequest, flashRequest } from '#web/src/features/requests/test/request-fixtures.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import type { RenderMoveDialog } from './request-actions.tsx';
import { RequestDetail } from './request-detail.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const times = ['2026-05-06T10:00/180', '2026-05-07T14:00/180', '2026-05-09T10:00/180'];

/** The route's slot dialogs, as the reschedule feature would answer them: these three times, open 48 h. */
const slotDialog: RenderMoveDialog = (props) =>
  props.kind === 'propose' ? (
    <button
      type="button"
      onClick={() =>
        props.onChoose({
          slotIds: times,
          openHours: 48,
          labels: ['Wed, May 6, 10:00', 'Thu, May 7, 14:00', 'Sat, May 9, 10:00'],
          openFor: '48 hours',
        })
      }
    >
      Choose three times
    </button>
  ) : null;

function renderDetail(request: RequestView, lng: Locale = 'en') {
  artistApi.get.mockImplementation(async () => request);
  return renderRoutes(
    [
      {
        path: '/app/requests/:id',
        element: (
          <RequestDetail
            requestId={request.requestId}
            currency="EUR"
            hourFormat="24"
            backSearch=""
            moveDialog={slotDialog}
          />
        ),
      },
    ],
    `/app/requests/${request.requestId}`,
    { lng },
  );
}

const slot = (slotId: string, start: string, end: string) => ({
  slotId,
  start,
  end,
  localDate: slotId.slice(0, 10),
  localStart: slotId.slice(11, 16),
  durationMinutes: 180,
  timezone: 'Europe/Paris',
});

const proposed: RequestView = {
  ...customRequest,
  proposal: {
    slots: [
      slot(times[0]!, '2026-05-06T08:00:00.000Z', '2026-05-06T11:00:00.000Z'),
      slot(times[1]!, '2026-05-07T12:00:00.000Z', '2026-05-07T15:00:00.000Z'),
    ],
    endsAt: '2026-04-24T16:00:00.000Z',
    state: 'open',
    priceCents: 30000,
    currency: 'EUR',
  },
};

beforeEach(() => {
  artistApi.get.mockReset();
  artistApi.post.mockReset();
});

describe('proposing times on a custom request', () => {
  it('chooses the times, then the price, and sends them all at once', async () => {
    renderDetail(customRequest);
    artistApi.post.mockResolvedValue(proposed);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Propose times' }));
    await user.click(screen.getByRole('button', { name: 'Choose three times' }));

    const dialog = screen.getByRole('dialog', { name: 'Price for Lou Bernard' });
    const listed = within(dialog).getByRole('region', { name: 'The proposed times' });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wed, May 6, 10:00', 'Thu, May 7, 14:00', 'Sat, May 9, 10:00']);
    expect(within(dialog).getByText('Open for 48 hours')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Final price/ }), '300');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ask for a deposit' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Deposit/ }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Send the proposal' }));
    expect(artistApi.post).toHaveBeenCalledWith(`/me/requests/${customRequest.requestId}/propose-times`, {
      priceCents: 30000,
      depositCents: 5000,
      slotIds: times,
      openHours: 48,
    });
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('Times proposed')).toBeTruthy();
  });

  it('keeps a refused time in the dialog with its reason, and goes back to the times', async () => {
    renderDetail(customRequest);
    artistApi.post.mockRejectedValue(
      new ApiError(409, 'slot_taken', 'This slot was just taken, pick another'),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Propose times' }));
    await user.click(screen.getByRole('button', { name: 'Choose three times' }));
    await user.type(screen.getByRole('textbox', { name: /Final price/ }), '300');
    await user.click(screen.getByRole('button', { name: 'Send the proposal' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('An error occurred while proposing times')).toBeTruthy();
    expect(within(alert).getByText('This slot was just taken, pick another')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change the times' }));
    expect(screen.getByRole('button', { name: 'Choose three times' })).toBeTruthy();
  });

  it('shows an open proposal with its times, and answers only by proposing again or declining', async () => {
    renderDetail(proposed);
    expect(await screen.findByText('Times proposed')).toBeTruthy();
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Times proposed to Lou Bernard, held until');
    expect(within(note).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change time slot/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Propose times' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('says in French when the proposal expired', async () => {
    renderDetail({ ...proposed, proposal: { ...proposed.proposal!, state: 'lapsed' } }, 'fr');
    expect(await screen.findByText('Proposition expirée')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(
      /Votre proposition a expiré le .* sans choix de Lou Bernard/,
    );
  });

  it('offers no proposal on a flash request', async () => {
    renderDetail(flashRequest);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Propose times' })).toBeNull();
  });
});

describe('waiting for the client', () => {
  it('asks the client a question from the request, which then waits for them', async () => {
    renderDetail(customRequest);
    artistApi.post.mockResolvedValue({ ...customRequest, awaitingClientSince: '2026-04-22T10:00:00.000Z' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask a question' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask Lou Bernard a question' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the question' }));
    expect(within(dialog).getByText('Write your question')).toBeTruthy();
    expect(artistApi.post).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your question' }), 'Which arm?');
    await user.click(within(dialog).getByRole('button', { name: 'Send the question' }));
    expect(artistApi.post).toHaveBeenCalledWith(`/me/requests/${customRequest.requestId}/ask-client`, {
      clientMessageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      text: 'Which arm?',
    });
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('Question sent')).toBeTruthy();
  });

  it('shows the wait in the three languages', async () => {
    const waiting = { ...customRequest, awaitingClientSince: '2026-04-22T10:00:00.000Z' };
    const { unmount } = renderDetail(waiting);
    expect(await screen.findByText('Waiting for the client')).toBeTruthy();
    unmount();
    const second = renderDetail(waiting, 'fr');
    expect(await screen.findByText('En attente du client')).toBeTruthy();
    second.unmount();
    renderDetail(waiting, 'es');
    expect(await screen.findByText('Esperando al cliente')).toBeTruthy();
  });
});
