import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '#web/src/app/router.tsx';
import { fakeApi } from '#web/src/features/booking/test/booking-fixtures.ts';
import {
  type BookingDraft,
  draftStorageKey,
  emptyDraft,
} from '#web/src/features/booking/utils/booking-draft.ts';
import { setRuntimeConfig } from '#web/src/lib/runtime-config.ts';
import { AUTH_TOKEN_KEY } from '#web/src/lib/session-token.ts';
import { jsonResponse, testConfig } from '#web/src/test/fixtures.ts';
import { renderRoutes } from '#web/src/test/render.tsx';

const KEY = draftStorageKey('ink-mia');
const REQUEST = '0b5c5a52-7d7e-5a0d-8c4e-3f1e2d3c4b5a';
const SECRET = 'a'.repeat(43);
const slot = {
  slotId: '2026-05-02T10:00/120',
  start: '2026-05-02T08:00:00.000Z',
  end: '2026-05-02T10:00:00.000Z',
};

function summaryDraft(): BookingDraft {
  return {
    ...emptyDraft(),
    step: 'summary',
    type: 'custom',
    description: { placement: 'Left forearm', size: '10 x 6 cm', text: 'A swallow' },
    slot: { slotId: slot.slotId, date: '2026-05-02', start: '10:00', minutes: 120, timezone: 'Europe/Paris' },
    client: {
      firstName: 'Camille',
      lastName: 'Martin',
      age: '29',
      email: 'camille@example.com',
      instagram: '',
      alreadyTattooed: true,
    },
  };
}

const unconfirmed = () => ({
  requestId: REQUEST,
  status: 'unconfirmed',
  slot,
  confirmation: { holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(), resendAfterSeconds: 60 },
});

const confirmationCalls = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.endsWith('/confirmation'));

beforeAll(() => setRuntimeConfig(testConfig));
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the email confirmation step (ADR 0067)', () => {
  it('asks for the emailed code after sending, takes a pasted code, and then shows the request sent', async () => {
    sessionStorage.setItem(KEY, JSON.stringify(summaryDraft()));
    let wrong = true;
    const api = fakeApi((call) => {
      if (call.method !== 'POST') return undefined;
      if (call.url === '/api/artists/ink-mia/requests') return jsonResponse(201, unconfirmed());
      if (call.url.endsWith('/confirmation') && wrong) {
        wrong = false;
        return jsonResponse(400, {
          error: { code: 'confirmation_code_invalid', message: 'Incorrect code, check it and try again' },
        });
      }
      if (call.url.endsWith('/confirmation'))
        return jsonResponse(200, { requestId: REQUEST, status: 'pending', slot });
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/ink-mia/form/custom');
    await user.click(await screen.findByRole('button', { name: 'Send my request' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    // The step moves focus to its title two frames after it shows (useHeadingFocus): typing before
    // then would be typed into the title once it takes the focus (a busy run saw the code go there).
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(router.state.location.pathname).toBe('/ink-mia/form/confirmation');
    expect(screen.getByText(/We sent a 6-digit code to camille@example.com\./)).toBeTruthy();
    expect(screen.getByText(/We keep this slot for you 1[45] minutes, until/)).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /Confirmation code/ });
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('button', { name: /Send again in \d+ s/ }).hasAttribute('disabled')).toBe(true);

    await user.click(field);
    await user.paste('111 111');
    await user.click(screen.getByRole('button', { name: 'Confirm my request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect code, check it and try again');
    await user.clear(field);
    await user.paste('123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm my request' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent!' })).toBeTruthy();
    expect(confirmationCalls(api.calls).map((call) => call.body)).toEqual([
      { code: '111111' },
      { code: '123456' },
    ]);
    expect(confirmationCalls(api.calls)[0]?.url).toBe(
      `/api/artists/ink-mia/requests/${REQUEST}/confirmation`,
    );
  });

  it('confirmed during a draw opening, says the request is in the draw and when the results come (ADR 0096)', async () => {
    sessionStorage.setItem(KEY, JSON.stringify(summaryDraft()));
    const resultsAt = '2026-05-01T18:46:00.000Z';
    const api = fakeApi((call) => {
      if (call.method !== 'POST') return undefined;
      if (call.url === '/api/artists/ink-mia/requests') return jsonResponse(201, unconfirmed());
      if (call.url.endsWith('/confirmation'))
        return jsonResponse(200, { requestId: REQUEST, status: 'in-draw', slot, draw: { resultsAt } });
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderRoutes(routes, '/ink-mia/form/custom');
    await user.click(await screen.findByRole('button', { name: 'Send my request' }));
    // Once the step's title has the focus (see above), the code goes into its field.
    const title = await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    await user.click(screen.getByRole('textbox', { name: /Confirmation code/ }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm my request' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You are in the draw' })).toBeTruthy();
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' }).format(
      new Date(resultsAt),
    );
    expect(
      screen.getByText(`Your request is in the draw of Mia Ink’s opening. Results on ${when}.`),
    ).toBeTruthy();
    expect(
      screen.getByText('Drawn or not, you will get the answer by email at camille@example.com.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Request sent!' })).toBeNull();
  });

  it('says plainly when the hold is over, and leads back to the form', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    const sent = {
      requestId: REQUEST,
      email: 'camille@example.com',
      confirmation: { holdExpiresAt: new Date(Date.now() - 1000).toISOString(), resendAt: Date.now() },
    };
    const { router } = renderRoutes(routes, '/ink-mia');
    await act(() => router.navigate('/ink-mia/form/confirmation', { state: { sent } }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The time to confirm has passed: your request was not sent to Mia Ink',
    );
    expect(screen.getByRole('link', { name: 'Make my request again' }).getAttribute('href')).toBe(
      '/ink-mia/form',
    );
    expect(screen.queryByRole('textbox', { name: /Confirmation code/ })).toBeNull();
  });

  it('the link’s page confirms only on the button press (a mail scanner’s GET confirms nothing)', async () => {
    const api = fakeApi((call) =>
      call.method === 'POST' && call.url.endsWith('/confirmation')
        ? jsonResponse(200, { requestId: REQUEST, status: 'pending', slot })
        : undefined,
    );
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderRoutes(routes, `/ink-mia/form/confirm/${REQUEST}#${SECRET}`);
    const button = await screen.findByRole('button', { name: 'Confirm my request' });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your request to Mia Ink' })).toBeTruthy();
    expect(confirmationCalls(api.calls)).toEqual([]);
    await user.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent!' })).toBeTruthy();
    expect(confirmationCalls(api.calls).map((call) => call.body)).toEqual([{ token: SECRET }]);
  });

  it('the link’s page: a refused link says why, offers a new request and no button that cannot work', async () => {
    const api = fakeApi((call) =>
      call.method === 'POST' && call.url.endsWith('/confirmation')
        ? jsonResponse(410, {
            error: {
              code: 'confirmation_expired',
              message: 'The 15 minutes to confirm this request have passed',
            },
          })
        : undefined,
    );
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderRoutes(routes, `/ink-mia/form/confirm/${REQUEST}#${SECRET}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm my request' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The 15 minutes to confirm');
    expect(screen.queryByRole('button', { name: 'Confirm my request' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Make my request again' }).getAttribute('href')).toBe(
      '/ink-mia/form',
    );
  });

  it('sends a signed-in client’s portal token with the request', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'portal-token');
    sessionStorage.setItem(KEY, JSON.stringify(summaryDraft()));
    const api = fakeApi((call) =>
      call.method === 'POST' && call.url === '/api/artists/ink-mia/requests'
        ? jsonResponse(201, { requestId: REQUEST, status: 'pending', slot })
        : undefined,
    );
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderRoutes(routes, '/ink-mia/form/custom');
    await user.click(await screen.findByRole('button', { name: 'Send my request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent!' })).toBeTruthy();
    await waitFor(() => {
      const post = api.calls.find((call) => call.method === 'POST' && call.url.endsWith('/requests'));
      expect(post?.headers.Authorization).toBe('Bearer portal-token');
    });
  });
});
