import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadRouteModules, routes } from '#web/src/app/router.tsx';
import { bookingProfile, FLASH_ID, fakeApi, image } from '#web/src/features/booking/test/booking-fixtures.ts';
import {
  type BookingDraft,
  draftStorageKey,
  emptyDraft,
} from '#web/src/features/booking/utils/booking-draft.ts';
import { clientProfile } from '#web/src/features/portal-profile/test/client-profile-fixtures.ts';
import { setRuntimeConfig } from '#web/src/lib/runtime-config.ts';
import { jsonResponse, testConfig } from '#web/src/test/fixtures.ts';
import { renderRoutes } from '#web/src/test/render.tsx';

const KEY = draftStorageKey('ink-mia');
const created = {
  requestId: 'r1',
  status: 'pending',
  slot: {
    slotId: '2026-05-02T10:00/120',
    start: '2026-05-02T08:00:00.000Z',
    end: '2026-05-02T10:00:00.000Z',
  },
};

/** A draft filled up to the summary (a custom project on May 2 at 10:00). */
function completeDraft(): BookingDraft {
  return {
    ...emptyDraft(),
    step: 'summary',
    type: 'custom',
    description: { placement: 'Left forearm', size: '10 x 6 cm', text: 'A swallow with a rose' },
    slot: {
      slotId: '2026-05-02T10:00/120',
      date: '2026-05-02',
      start: '10:00',
      minutes: 120,
      timezone: 'Europe/Paris',
    },
    client: {
      firstName: 'Camille',
      lastName: 'Martin',
      age: '29',
      email: 'camille@example.com',
      instagram: '@camille.ink',
      alreadyTattooed: true,
    },
  };
}

function stored(): BookingDraft | null {
  const text = sessionStorage.getItem(KEY);
  return text ? (JSON.parse(text) as BookingDraft) : null;
}

const posts = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/artists/ink-mia/requests');

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

beforeAll(() => setRuntimeConfig(testConfig));
// The form's and its confirmation's code, imported once before the tests (the first import of the
// form's modules and zod can take over a second on a busy machine): each test then waits for what
// the page does, within the usual second, not for the first transform of the modules.
beforeAll(() =>
  Promise.all([preloadRouteModules('/ink-mia/form'), preloadRouteModules('/ink-mia/form/confirmation')]),
);
beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the booking form', () => {
  it('goes through the steps with the shared rules, then sends one request and confirms', async () => {
    const api = fakeApi((call) =>
      call.method === 'POST' && call.url.endsWith('/requests') ? jsonResponse(201, created) : undefined,
    );
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/ink-mia/form');

    await heading('What is your project?');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book an appointment with Mia Ink');
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /A touch-up/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Closed for now')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a project type');

    await user.click(screen.getByRole('radio', { name: /A custom project/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const description = await heading('Describe your project');
    expect(router.state.location.pathname).toBe('/ink-mia/form/custom');
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(screen.getByText('Fields marked with * are required.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Placement is required', 'Size is required', 'Describe your project']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Placement/ })),
    );

    await user.type(screen.getByRole('textbox', { name: /Placement/ }), 'Left forearm');
    await user.type(screen.getByRole('textbox', { name: /Size/ }), '10 x 6 cm');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'A swallow with a rose{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await heading('Reference images');
    expect(screen.getByRole('group', { name: 'Reference images (optional)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await heading('Choose a date');
    expect(
      await screen.findByText('Times are in the artist’s time zone: Central European Time (Europe/Paris)'),
    ).toBeTruthy();
    const days = screen.getByRole('group', { name: 'Day' });
    // A month calendar: only the days with a free slot are radios, named by their date and count.
    expect(
      within(days)
        .getAllByRole('radio')
        .map((radio) => `${radio.closest('label')?.textContent} ${radio.getAttribute('aria-label')}`),
    ).toEqual(['2 Saturday, May 2, 2026, 2 slots', '5 Tuesday, May 5, 2026, 1 slot']);
    expect(within(days).getByText('May 2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a slot');
    await user.click(within(days).getByRole('radio', { name: /May 5/ }));
    const times = screen.getByRole('group', { name: 'Times on Tuesday, May 5, 2026' });
    expect(within(times).getByText(/Guest spot: Guest Shop, Marseille/)).toBeTruthy();
    await user.click(within(days).getByRole('radio', { name: /May 2/ }));
    // The artist writes times on 24 hours: so does the form, even for an English reader.
    await user.click(screen.getByRole('radio', { name: /14:30 – 16:00/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await heading('Your details');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'First name is required',
      'Last name is required',
      'Age is required',
      'Email address is required',
      'Tell us whether you already have a tattoo',
    ]);
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Camille');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Martin');
    await user.type(screen.getByRole('textbox', { name: /Age/ }), '15');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'camille@example.com');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('You must be at least 16');
    await user.clear(screen.getByRole('textbox', { name: /Age/ }));
    await user.type(screen.getByRole('textbox', { name: /Age/ }), '29');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await heading('Summary');
    expect(screen.getByText('Left forearm')).toBeTruthy();
    expect(screen.getByText('Saturday, May 2, 2026')).toBeTruthy();
    expect(screen.getByText('camille@example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ink-mia/form/confirmation');
    expect(
      screen.getByText(/Mia Ink received your request for Saturday, May 2, 2026, 14:30 – 16:00\./),
    ).toBeTruthy();
    const [sent] = posts(api.calls);
    expect(sent?.body).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      projectType: 'custom',
      description: { placement: 'Left forearm', size: '10 x 6 cm', text: 'A swallow with a rose' },
      referenceImageIds: [],
      slotId: '2026-05-02T14:30/90',
      client: {
        firstName: 'Camille',
        lastName: 'Martin',
        age: 29,
        email: 'camille@example.com',
        alreadyTattooed: false,
      },
      locale: 'en',
    });
    expect(stored()).toBeNull();
  });

  it('keeps what was typed across a page refresh (a new mount), on the same step', async () => {
    vi.stubGlobal('fetch', fakeApi().fetch);
    const user = userEvent.setup();
    const first = renderRoutes(routes, '/ink-mia/form/custom');
    await heading('Describe your project');
    await user.type(screen.getByRole('textbox', { name: /Placement/ }), 'Ankle');
    const key = stored()?.idempotencyKey;
    expect(stored()?.description.placement).toBe('Ankle');
    first.unmount();

    renderRoutes(routes, '/ink-mia/form/custom');
    await heading('Describe your project');
    expect((screen.getByRole('textbox', { name: /Placement/ }) as HTMLInputElement).value).toBe('Ankle');
    expect(stored()?.idempotencyKey).toBe(key);
  });

  it('fills the details of a client signed in to the portal, and keeps what a client typed', async () => {
    localStorage.setItem('auth_token', 'portal-token');
    const api = fakeApi((call) =>
      call.url === '/api/portal/me' ? jsonResponse(200, { ...clientProfile, locale: 'en' }) : undefined,
    );
    vi.stubGlobal('fetch', api.fetch);
    const empty = { firstName: '', lastName: '', age: '', email: '', instagram: '' };
    sessionStorage.setItem(KEY, JSON.stringify({ ...completeDraft(), step: 'details', client: empty }));
    const first = renderRoutes(routes, '/ink-mia/form/custom');
    await heading('Your details');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Camille'),
    );
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe(
      'camille@example.com',
    );
    expect(api.calls.find((call) => call.url === '/api/portal/me')?.headers.Authorization).toBe(
      'Bearer portal-token',
    );
    first.unmount();

    // A client who typed something keeps it: the portal's details fill only an empty step.
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ ...completeDraft(), step: 'details', client: { ...empty, firstName: 'Alex' } }),
    );
    renderRoutes(routes, '/ink-mia/form/custom');
    await heading('Your details');
    await waitFor(() => expect(api.calls.filter((call) => call.url === '/api/portal/me')).toHaveLength(2));
    expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Alex');
    localStorage.removeItem('auth_token');
  });

  it('opens on the flash a flash page links to, with its price', async () => {
    vi.stubGlobal('fetch', fakeApi().fetch);
    renderRoutes(routes, `/ink-mia/form/flash?flash=${FLASH_ID}`);
    await heading('Choose a flash');
    expect(screen.getByText('Step 2 of 7')).toBeTruthy();
    const moth = screen.getByRole('radio', { name: /Night moth/ }) as HTMLInputElement;
    expect(moth.checked).toBe(true);
    expect(screen.getByText(/€120 · 8 × 6 cm/)).toBeTruthy();
  });

  it('asks before leaving with unsaved input, and forgets the draft only when the client leaves', async () => {
    vi.stubGlobal('fetch', fakeApi().fetch);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/ink-mia/form/custom');
    await heading('Describe your project');
    await user.type(screen.getByRole('textbox', { name: /Placement/ }), 'Ankle');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('What is your project?');
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => router.navigate('/ink-mia'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the booking form?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue my request' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/ink-mia/form');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave the form' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/ink-mia'));
    expect(stored()).toBeNull();
  });

  it('leaves without asking when nothing was entered', async () => {
    vi.stubGlobal('fetch', fakeApi().fetch);
    const { router } = renderRoutes(routes, '/ink-mia/form');
    await heading('What is your project?');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await act(() => router.navigate('/ink-mia'));
    expect(router.state.location.pathname).toBe('/ink-mia');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('retries with the same idempotency key after a lost answer, and sends once on a double click', async () => {
    const draft = completeDraft();
    sessionStorage.setItem(KEY, JSON.stringify(draft));
    let fail = true;
    let release: () => void = () => undefined;
    const api = fakeApi((call) => {
      if (call.method === 'POST' && fail) throw new TypeError('Failed to fetch');
      return undefined;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = api.fetch(input, init);
      if (init?.method !== 'POST' || fail) return answer;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return jsonResponse(201, created);
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/ink-mia/form/custom');
    await heading('Summary');

    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your request could not be sent. Check your connection and try again: it will not be sent twice.',
    );
    expect(stored()?.idempotencyKey).toBe(draft.idempotencyKey);
    fail = false;
    await user.dblClick(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(posts(api.calls)).toHaveLength(2));
    release();
    await screen.findByRole('heading', { level: 1, name: 'Request sent!' });

    const keys = posts(api.calls).map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toEqual([draft.idempotencyKey, draft.idempotencyKey]);
  });

  it('uploads reference images through the public routes of the draft, and waits for them before going on', async () => {
    const imageId = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
    const sent: { url: string; body: FormData }[] = [];
    let finish: () => void = () => undefined;
    class FakeXhr {
      upload = { onprogress: null as ((event: Partial<ProgressEvent>) => void) | null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      status = 0;
      url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      send(body: FormData) {
        sent.push({ url: this.url, body });
        finish = () => {
          this.status = 204;
          this.onload?.();
        };
      }
      abort() {
        this.onabort?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const draft: BookingDraft = { ...completeDraft(), step: 'images' };
    sessionStorage.setItem(KEY, JSON.stringify(draft));
    const api = fakeApi((call) => {
      if (call.method === 'POST' && call.url.endsWith('/reference-images')) {
        return jsonResponse(201, {
          imageId,
          upload: { url: 'http://s3.local/bucket', fields: { key: 'k' } },
        });
      }
      if (call.url.endsWith(`/reference-images/${imageId}`)) {
        return jsonResponse(200, { imageId, status: 'ready', image: image(imageId) });
      }
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(routes, '/ink-mia/form/custom');
    await heading('Reference images');

    await user.upload(
      screen.getByLabelText('Choose images'),
      new File([new Uint8Array(2048)], 'arm.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(api.calls.find((call) => call.url.endsWith('/reference-images'))?.body).toEqual({
      idempotencyKey: draft.idempotencyKey,
      contentType: 'image/jpeg',
      size: 2048,
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Wait until the images are uploaded to go on.');

    act(() => finish());
    await screen.findByRole('img', { name: 'Image 1' });
    expect(stored()?.images.map((ref) => ref.imageId)).toEqual([imageId]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Choose a date');
  });

  it('sends the client back to fresh slots when the slot was just taken', async () => {
    sessionStorage.setItem(KEY, JSON.stringify(completeDraft()));
    const api = fakeApi((call) =>
      call.method === 'POST'
        ? jsonResponse(409, {
            error: { code: 'slot_taken', message: 'This slot was just taken, pick another' },
          })
        : undefined,
    );
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderRoutes(routes, '/ink-mia/form/custom');
    await heading('Summary');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    const date = await heading('Choose a date');
    expect(screen.getByRole('alert').textContent).toBe('This slot was just taken, pick another');
    await waitFor(() => expect(document.activeElement).toBe(date));
    await waitFor(() =>
      expect(
        // no-cache passes the browser's and the function's caches; `fresh` passes CloudFront's (ADR 0039).
        api.calls.some(
          (call) =>
            call.url.includes('/slots') &&
            /[?&]fresh=\d+/.test(call.url) &&
            call.headers['Cache-Control'] === 'no-cache',
        ),
      ).toBe(true),
    );
    await screen.findByRole('group', { name: 'Day' });
    expect(
      screen.getAllByRole('radio', { checked: true }).map((radio) => (radio as HTMLInputElement).name),
    ).toEqual(['day']);
    expect(stored()?.slot).toBeUndefined();
    expect(stored()?.step).toBe('date');
  });

  it('shows the closed state: requests closed on the page, or the limit reached on sending', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi(undefined, {
        ...bookingProfile,
        reservations: { requests: false, custom: true, touchups: true },
      }).fetch,
    );
    const closed = renderRoutes(routes, '/ink-mia/form');
    expect(await screen.findByText('Bookings closed')).toBeTruthy();
    expect(screen.getByText('Mia Ink is not taking new requests right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    closed.unmount();

    sessionStorage.setItem(KEY, JSON.stringify(completeDraft()));
    const limit = 'This artist cannot receive more requests right now: their request limit is reached';
    vi.stubGlobal(
      'fetch',
      fakeApi((call) =>
        call.method === 'POST'
          ? jsonResponse(409, { error: { code: 'request_limit_reached', message: limit } })
          : undefined,
      ).fetch,
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/ink-mia/form/custom');
    await heading('Summary');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect((await screen.findByRole('alert')).textContent).toContain(limit);
    expect(screen.getByRole('link', { name: 'Back to Mia Ink’s page' }).getAttribute('href')).toBe(
      '/ink-mia',
    );
  });

  it('speaks French', async () => {
    vi.stubGlobal('fetch', fakeApi().fetch);
    renderRoutes(routes, '/ink-mia/form', { lng: 'fr' });
    expect(await heading('Quel est votre projet ?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeTruthy();
  });
});
