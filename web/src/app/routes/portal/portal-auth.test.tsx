import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '#web/src/app/router.tsx';
import { clientProfile as profile } from '#web/src/features/portal-profile/test/client-profile-fixtures.ts';
import { setRuntimeConfig } from '#web/src/lib/runtime-config.ts';
import { AUTH_TOKEN_KEY } from '#web/src/lib/session-token.ts';
import { jsonResponse, testConfig } from '#web/src/test/fixtures.ts';
import { renderRoutes } from '#web/src/test/render.tsx';

type Call = { url: string; method: string; body: unknown; headers: Record<string, string> };

/** Stubs `fetch` with a router of `METHOD /path` to answers; records every call. */
function stubApi(answers: Record<string, (body: unknown) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, method, body, headers: (init.headers ?? {}) as Record<string, string> });
      const answer = answers[`${method} ${url}`];
      return answer
        ? answer(body)
        : jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
    }),
  );
  return calls;
}

const noRequests = () => jsonResponse(200, { requests: [] });

beforeAll(() => setRuntimeConfig(testConfig));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/portal/login', () => {
  it('checks the address in the visitor language, then shows "check your email" with a resend countdown', async () => {
    const calls = stubApi({ 'POST /api/portal/login': () => jsonResponse(202, { resendAfterSeconds: 60 }) });
    renderRoutes(routes, '/portal/login?redirect=%2Fportal%2Fprofile', { lng: 'fr' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Accéder à mon espace client',
    );
    await waitFor(() => expect(document.title).toBe('Portail | Inkslot'));

    const email = screen.getByLabelText(/Adresse email/);
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir mon code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Adresse email requise');
    await userEvent.type(email, 'pas-un-email');
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir mon code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Adresse email invalide');
    expect(calls).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, ' Camille@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir mon code' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Consultez vos emails');
    expect(calls).toMatchObject([{ method: 'POST', body: { email: 'camille@example.com' } }]);
    // The code's field is right here, no second page (issue 15, item 6).
    expect(screen.getByLabelText(/Code à 6 chiffres/)).toBeTruthy();
    const resend = screen.getByRole('button', { name: /Renvoyer l’email dans \d+ s/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('portal_login') ?? '{}')).toMatchObject({
      email: 'camille@example.com',
      redirect: '/portal/profile',
    });
  });

  it('fills the address from ?email= (the booking confirmation link) and shows the API refusal', async () => {
    stubApi({
      'POST /api/portal/login': () =>
        jsonResponse(429, { error: { code: 'too_many_login_emails', message: 'Too many sign-in emails' } }),
    });
    renderRoutes(routes, '/portal/login?email=camille%40example.com');
    const email = (await screen.findByLabelText(/Email address/)) as HTMLInputElement;
    expect(email.value).toBe('camille@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Get my code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many sign-in emails');
  });
});

describe('/portal/login/otp', () => {
  it('remembers the address, keeps the digits of a pasted code, signs in and opens the page asked for', async () => {
    sessionStorage.setItem(
      'portal_login',
      JSON.stringify({
        email: 'camille@example.com',
        resendAt: Date.now() + 60_000,
        redirect: '/portal/profile',
      }),
    );
    const calls = stubApi({
      'POST /api/portal/login/otp': () => jsonResponse(200, { accessToken: 'portal-token', expiresIn: 900 }),
      'GET /api/portal/me': () => jsonResponse(200, profile),
    });
    const { router } = renderRoutes(routes, '/portal/login/otp');
    expect(await screen.findByText('Enter the 6-digit code sent to camille@example.com.')).toBeTruthy();
    const code = screen.getByLabelText(/6-digit code/) as HTMLInputElement;
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.queryByLabelText(/Email address/)).toBeNull();

    fireEvent.change(code, { target: { value: '042 137' } });
    expect(code.value).toBe('042137');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/profile'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/portal/login/otp',
      body: { email: 'camille@example.com', code: '042137' },
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('portal-token');
    expect(sessionStorage.getItem('portal_login')).toBeNull();
  });

  it('asks for the address when it does not know it, and offers a new code once the code is used up', async () => {
    stubApi({
      'POST /api/portal/login/otp': () =>
        jsonResponse(410, { error: { code: 'login_code_expired', message: 'Ce code a expiré' } }),
    });
    renderRoutes(routes, '/portal/login/otp', { lng: 'fr' });
    await userEvent.type(await screen.findByLabelText(/Adresse email/), 'camille@example.com');
    await userEvent.type(screen.getByLabelText(/Code à 6 chiffres/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le code de vérification contient 6 chiffres',
    );
    await userEvent.type(screen.getByLabelText(/Code à 6 chiffres/), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Ce code a expiré')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recevoir un nouveau code' }).getAttribute('href')).toBe(
      '/portal/login?email=camille%40example.com',
    );
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});

describe('/portal/login/otp/{token}', () => {
  const token = 'T'.repeat(43);

  it('sends nothing on load (a mail scanner uses nothing up); its button signs in', async () => {
    const calls = stubApi({
      'POST /api/portal/login/link': () => jsonResponse(200, { accessToken: 'from-link', expiresIn: 900 }),
      'GET /api/portal/requests': noRequests,
    });
    const { router } = renderRoutes(routes, `/portal/login/otp/${token}`, { lng: 'es' });
    const button = await screen.findByRole('button', { name: 'Entrar' });
    await waitFor(() => expect(document.title).toBe('Portal | Inkslot'));
    // No layout: no site header.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(calls).toEqual([]);

    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/requests'));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/portal/login/link', body: { token } });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('from-link');
  });

  it('says plainly that a made-up link does not work, sends nothing, and cannot be pressed', async () => {
    const calls = stubApi({});
    renderRoutes(routes, '/portal/login/otp/not-a-real-link', { lng: 'fr' });
    expect(
      await screen.findByText('Ce lien a expiré ou a déjà servi : demandez un nouvel email de connexion'),
    ).toBeTruthy();
    expect(screen.queryByText(/Certains champs sont invalides/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Se connecter' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: /nouvel email/ }).getAttribute('href')).toBe('/portal/login');
    expect(calls).toEqual([]);
  });

  it('explains a used or expired link and offers a new email', async () => {
    stubApi({
      'POST /api/portal/login/link': () =>
        jsonResponse(410, { error: { code: 'login_link_invalid', message: 'This link has expired' } }),
    });
    renderRoutes(routes, `/portal/login/otp/${token}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This link has expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a new sign-in email' }).getAttribute('href')).toBe(
      '/portal/login',
    );
    // Used up: pressing again cannot help.
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/portal/login/email (a client email’s button, ADR 0085)', () => {
  const token = `${'L'.repeat(22)}.${'S'.repeat(43)}`;
  const page = `/portal/login/email?email=camille%40example.com&redirect=%2Fportal%2Frequests#${token}`;

  it('sends nothing on load and drops the secret from the address; its button signs in on the email’s page', async () => {
    const calls = stubApi({
      'POST /api/portal/login/email': () =>
        jsonResponse(200, { accessToken: 'from-email', expiresIn: 900, path: '/portal/requests' }),
      'GET /api/portal/requests': noRequests,
    });
    const { router } = renderRoutes(routes, page, { lng: 'fr' });
    const button = await screen.findByRole('button', { name: 'Continuer' });
    expect(screen.getByText(/avec l’adresse camille@example\.com, sans code à saisir/)).toBeTruthy();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.search).toBe('?email=camille%40example.com&redirect=%2Fportal%2Frequests');
    expect(calls).toEqual([]);

    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/requests'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/portal/login/email',
      body: { token, email: 'camille@example.com' },
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('from-email');
  });

  it('falls back to the code page, the address filled in, when the link is used up or expired', async () => {
    stubApi({
      'POST /api/portal/login/email': () =>
        jsonResponse(410, { error: { code: 'login_link_invalid', message: 'This link has expired' } }),
    });
    const { router } = renderRoutes(routes, page, { lng: 'es' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/login'));
    expect(
      await screen.findByText(
        'El botón de ese correo ha caducado o ya se usó. Tu dirección ya está indicada: pide un código para entrar.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText(/Correo electrónico/) as HTMLInputElement).value).toBe(
      'camille@example.com',
    );
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/portal/requests');
  });

  it('says a passing failure where it happened, and the button tries again', async () => {
    let answers = 0;
    stubApi({
      'POST /api/portal/login/email': () => {
        answers += 1;
        return answers === 1
          ? jsonResponse(429, {
              error: { code: 'too_many_requests', message: 'Too many tries, wait a moment' },
            })
          : jsonResponse(200, { accessToken: 'second-try', expiresIn: 900, path: '/portal/requests' });
      },
      'GET /api/portal/requests': noRequests,
    });
    const { router } = renderRoutes(routes, page);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Too many tries, wait a moment')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/portal/login/email');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/requests'));
  });

  it('goes straight to the code page when the link lost its secret (a mail client cut the fragment)', async () => {
    const calls = stubApi({});
    const { router } = renderRoutes(routes, '/portal/login/email?email=camille%40example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/login'));
    expect(await screen.findByText(/That email’s button has expired or was already used/)).toBeTruthy();
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('camille@example.com');
    expect(calls).toEqual([]);
  });
});

describe('the portal session', () => {
  it('is restored from the refresh cookie when the page loads without a token', async () => {
    const calls = stubApi({
      'POST /api/auth/refresh-token': () => jsonResponse(200, { accessToken: 'restored', expiresIn: 900 }),
      'GET /api/portal/me': () => jsonResponse(200, profile),
    });
    renderRoutes(routes, '/portal/profile');
    expect(((await screen.findByLabelText(/First name/)) as HTMLInputElement).value).toBe('Camille');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('restored');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/refresh-token' });
    expect(calls[1]?.headers.Authorization).toBe('Bearer restored');
  });

  it('sends to /portal/login?redirect= when the refresh cookie cannot restore it', async () => {
    stubApi({
      'POST /api/auth/refresh-token': () =>
        jsonResponse(401, { error: { code: 'unauthorized', message: 'Please sign in' } }),
    });
    const { router } = renderRoutes(routes, '/portal/bookings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/portal/bookings')}`);
  });

  it('ends with the sign-out of the customer layout: session revoked, token forgotten', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'portal-token');
    const calls = stubApi({
      'GET /api/portal/requests': noRequests,
      'POST /api/auth/logout': () => jsonResponse(200, {}),
    });
    const { router } = renderRoutes(routes, '/portal/requests', { lng: 'fr' });
    const nav = await screen.findByRole('navigation', { name: 'Espace client' });
    // Named in full, shown in a word on a phone's tab bar.
    expect(within(nav).getByRole('link', { name: 'Mes informations' }).getAttribute('href')).toBe(
      '/portal/profile',
    );
    expect(nav.querySelector('a[href="/portal/profile"] .portal-nav__label--short')?.textContent).toBe(
      'Informations',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/login'));
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/auth/logout')).toBe(true);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});

describe('/portal/profile', () => {
  beforeEach(() => localStorage.setItem(AUTH_TOKEN_KEY, 'portal-token'));

  it('saves the client information and says so', async () => {
    const calls = stubApi({
      'GET /api/portal/me': () => jsonResponse(200, profile),
      'PUT /api/portal/me': (body) =>
        jsonResponse(200, { ...profile, ...(body as object), instagram: undefined }),
    });
    renderRoutes(routes, '/portal/profile', { lng: 'fr' });
    const email = (await screen.findByLabelText(/Adresse email/)) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    const firstName = screen.getByLabelText(/Prénom/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Alex');
    await userEvent.clear(screen.getByLabelText(/Instagram/));
    await userEvent.click(screen.getByLabelText('Non'));
    await userEvent.selectOptions(screen.getByLabelText(/Langue de vos emails/), 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('status')).textContent).toContain('Profil modifié avec succès');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      firstName: 'Alex',
      lastName: 'Martin',
      age: 29,
      instagram: '',
      alreadyTattooed: false,
      locale: 'es',
    });
  });

  it('refuses invalid fields before sending, and shows the API failure with its field messages', async () => {
    const calls = stubApi({
      'GET /api/portal/me': () => jsonResponse(200, profile),
      'PUT /api/portal/me': () =>
        jsonResponse(400, {
          error: {
            code: 'validation_failed',
            message: 'Certains champs sont invalides',
            fields: [{ path: 'lastName', key: 'validation.booking.nameTooLong', message: 'Nom trop long' }],
          },
        }),
    });
    renderRoutes(routes, '/portal/profile', { lng: 'fr' });
    const age = await screen.findByLabelText(/Âge/);
    await userEvent.clear(age);
    await userEvent.type(age, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vous devez avoir au moins 16 ans')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(age);
    await userEvent.type(age, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const failure = await screen.findByText('Erreur lors de la modification du profil');
    expect(failure.closest('[role="alert"]')?.textContent).toContain('Certains champs sont invalides');
    expect(screen.getByText('Nom trop long')).toBeTruthy();
  });
});
