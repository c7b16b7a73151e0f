import { describe, expect, it } from 'vitest';
import { blankPublicProfile } from '#shared/api/contracts/artists-fixtures.ts';
import { api } from '#tests/support/api.ts';
import { signUpArtist, uniqueEmail } from '#tests/support/artists.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { waitForMail } from '#tests/support/mailbox.ts';

const { cloud, db } = cloudAndDb();

const uniquePseudo = (prefix = 'ink') => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

interface ErrorBody {
  error: { code: string; message: string; fields?: { path: string; key: string; message: string }[] };
}

describe('onboarding: claiming a pseudo', () => {
  it('creates the profile, shows it publicly without private fields, and welcomes the artist by email', async () => {
    const artist = await signUpArtist(uniqueEmail('onboard'));
    expect((await api('/me', { token: artist.idToken })).status).toBe(404);
    const pseudo = uniquePseudo();
    const created = await api('/me/onboarding', {
      token: artist.idToken,
      body: { pseudo: pseudo.toUpperCase(), displayName: 'Ada Ink', locale: 'es', timezone: 'US/Eastern' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      artistId: artist.sub,
      email: artist.email,
      pseudo,
      displayName: 'Ada Ink',
      locale: 'es',
      timezone: 'America/New_York',
      plan: 'free',
      planStatus: 'active',
    });
    expect((await api('/me', { token: artist.idToken })).json).toEqual(created.json);

    const publicPage = await api(`/artists/${pseudo}`);
    expect(publicPage.status).toBe(200);
    // A blank page: Free plan, every kind of request open, nothing shown yet.
    expect(publicPage.json).toEqual({
      ...blankPublicProfile,
      pseudo,
      displayName: 'Ada Ink',
      // The deposit policy the client reads before sending a request (issue 14): the defaults.
      depositPolicy: { payWithinHours: 0, refundUntilDays: 2, maxClientMoves: 1 },
    });
    expect(publicPage.text).not.toContain(artist.email);
    expect((await api(`/pseudos/${pseudo}`)).json).toEqual({ pseudo, available: false });

    const welcome = await waitForMail(artist.email, { timeoutMs: 15_000 });
    expect(welcome.subject).toBe('Tu página de Inkslot está en línea, Ada Ink');
    expect(welcome.body.html).toContain(`${cloud.urls.app}/${pseudo}`);
  });

  it('answers a retried onboarding with the same profile and publishes one event', async () => {
    const artist = await signUpArtist();
    const body = { pseudo: uniquePseudo(), displayName: 'Retry' };
    const first = await api('/me/onboarding', { token: artist.idToken, body });
    const second = await api('/me/onboarding', { token: artist.idToken, body });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    const events = await db.entities.outboxEvent.scan
      .where(({ detail }, { contains }) => contains(detail, artist.sub))
      .go({ pages: 'all' });
    expect(events.data).toHaveLength(1);
    const other = await api('/me/onboarding', {
      token: artist.idToken,
      body: { ...body, pseudo: uniquePseudo() },
    });
    expect(other.status).toBe(409);
    expect((other.json as ErrorBody).error.code).toBe('already_onboarded');
  });

  it('lets exactly one of ten artists racing for a pseudo have it', async () => {
    const artists = await Promise.all(Array.from({ length: 10 }, () => signUpArtist()));
    const pseudo = uniquePseudo('race');
    const answers = await Promise.all(
      artists.map((artist) =>
        api('/me/onboarding', { token: artist.idToken, body: { pseudo, displayName: artist.email } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect((answer.json as ErrorBody).error.code).toBe('pseudo_taken');
    }
    const owners = await db.entities.artist.query.byPseudo({ pseudo }).go();
    expect(owners.data).toHaveLength(1);
    const winner = artists[answers.findIndex((answer) => answer.status === 201)];
    expect(owners.data[0]?.artistId).toBe(winner?.sub);
    const claim = await db.entities.pseudoClaim.get({ pseudo }).go();
    expect(claim.data?.artistId).toBe(winner?.sub);
  });

  it('refuses bad input with a localized message and writes nothing', async () => {
    const artist = await signUpArtist();
    const cases: {
      body: unknown;
      headers?: Record<string, string>;
      status: number;
      code: string;
      fr?: string;
    }[] = [
      {
        body: { pseudo: 'ab', displayName: 'X' },
        status: 400,
        code: 'validation_failed',
        fr: "Le nom d'utilisateur doit contenir au moins 3 caractères",
      },
      {
        body: { pseudo: 'portal', displayName: 'X' },
        status: 400,
        code: 'validation_failed',
        fr: "Ce nom d'utilisateur est réservé",
      },
      { body: { pseudo: 'bad pseudo!', displayName: 'X' }, status: 400, code: 'validation_failed' },
      {
        body: { pseudo: uniquePseudo() },
        status: 400,
        code: 'validation_failed',
        fr: "Nom d'affichage requis",
      },
      {
        body: { pseudo: uniquePseudo(), displayName: 'X', locale: 'de' },
        status: 400,
        code: 'validation_failed',
      },
      { body: '{"pseudo": "abc",', status: 400, code: 'malformed_json' },
      {
        body: JSON.stringify({ pseudo: uniquePseudo(), displayName: 'x'.repeat(100_000) }),
        status: 413,
        code: 'payload_too_large',
      },
      {
        body: 'pseudo=abc',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        status: 415,
        code: 'unsupported_media_type',
      },
      { body: '[]', status: 400, code: 'validation_failed' },
    ];
    for (const testCase of cases) {
      const answer = await api<ErrorBody>('/me/onboarding', {
        token: artist.idToken,
        body: testCase.body,
        headers: { 'content-type': 'application/json', 'accept-language': 'fr-FR', ...testCase.headers },
      });
      expect(answer.status, JSON.stringify(testCase.body).slice(0, 60)).toBe(testCase.status);
      expect(answer.json.error.code).toBe(testCase.code);
      expect(answer.json.error.message).toBeTruthy();
      if (testCase.fr) expect(answer.json.error.fields?.map((f) => f.message)).toContain(testCase.fr);
    }
    expect((await api('/me', { token: artist.idToken })).status).toBe(404);
    const events = await db.entities.outboxEvent.scan
      .where(({ detail }, { contains }) => contains(detail, artist.sub))
      .go({ pages: 'all' });
    expect(events.data).toHaveLength(0);
  });

  it('answers an unknown pseudo with 404 and an invalid one with 400', async () => {
    expect((await api(`/artists/${uniquePseudo('nobody')}`)).status).toBe(404);
    expect((await api('/artists/no%20way')).status).toBe(400);
    expect((await api(`/pseudos/${uniquePseudo('free')}`)).json).toMatchObject({ available: true });
  });

  it('counts the onboarding once in the artist statistics', async () => {
    const artist = await signUpArtist();
    await api('/me/onboarding', {
      token: artist.idToken,
      body: { pseudo: uniquePseudo(), displayName: 'Stats' },
    });
    let counters: { day: string; metric: string; value: number }[] = [];
    for (let tries = 0; tries < 100 && counters.length === 0; tries++) {
      counters = (await db.entities.statsCounter.query.byArtistDay({ artistId: artist.sub }).go()).data;
      if (counters.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // On the day, and on its month's total (ADR 0046), in the same transaction.
    expect(counters.map(({ day, metric, value }) => ({ month: day.startsWith('M'), metric, value }))).toEqual(
      [
        { month: false, metric: 'onboarded', value: 1 },
        { month: true, metric: 'onboarded', value: 1 },
      ],
    );
  });
});
