import { beforeAll, describe, expect, it } from 'vitest';
import { handler as tellWatchers } from '#functions/consumers/openings/tell-opening-watchers.ts';
import type { OpeningAlert, OpeningWatchAnswer } from '#shared/api/contracts/opening-alerts.ts';
import type { MyOpening, OpeningInputBody } from '#shared/api/contracts/openings.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import { api, freshSource } from '#tests/support/api.ts';
import { type BookingArtist, clientEmail, everyDay, parisDay, proArtist } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import type { Mail } from '#tests/support/mail-store.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { startNow } from '#tests/support/openings.ts';
import { type ErrorBody, outboxTypesFor } from '#tests/support/portfolio.ts';

const { db } = cloudAndDb();

const opening = (overrides: Partial<OpeningInputBody> = {}): OpeningInputBody => ({
  date: parisDay(7),
  time: '10:00',
  durationMinutes: 120,
  cap: 20,
  projectTypes: ['custom'],
  rule: 'first-come',
  ...overrides,
});

async function schedule(artist: BookingArtist) {
  const answer = await api<MyOpening & ErrorBody>('/me/opening', {
    method: 'PUT',
    token: artist.idToken,
    body: opening(),
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.opening!;
}

/** A visitor asks, from its own source address (the proof of work comes from a source's third ask). */
function ask(artist: BookingArtist, body: unknown, source = freshSource()) {
  return api<OpeningWatchAnswer & ErrorBody>(`/artists/${artist.pseudo}/opening/watchers`, {
    body,
    source,
    headers: { 'accept-language': 'fr' },
  });
}

const isAsked = (mail: Mail) =>
  /opening-alerts/.test(mail.body.html ?? '') && !/\/form/.test(mail.body.text ?? '');

/** Follows the confirmation email's sign-in link (ADR 0085): the portal session of its address. */
async function signInFrom(mail: Mail, email: string) {
  const link = /\/portal\/login\/email\?[^"#\s]*#([\w-]{22}\.[\w-]{43})/.exec(mail.body.text ?? '');
  if (!link?.[1]) throw new Error(`no sign-in link in ${mail.subject}`);
  const session = await api<{ accessToken: string; path: string }>('/portal/login/email', {
    body: { email, token: link[1] },
  });
  expect(session.status, session.text).toBe(200);
  return session.json;
}

describe('email me when it opens (ADR 0100)', () => {
  let artist: BookingArtist;
  let other: BookingArtist;
  let openingId: string;
  const confirmed = clientEmail('alert-yes');
  const unconfirmed = clientEmail('alert-no');
  const stopper = clientEmail('alert-stop');
  let token: string;

  beforeAll(async () => {
    [artist, other] = await Promise.all([
      proArtist(db, everyDay(['10:00', 60])),
      proArtist(db, everyDay(['10:00', 60])),
    ]);
    openingId = (await schedule(artist)).openingId;
  });

  it('refuses bad input with a localized 400 and writes nothing', async () => {
    const bad = await ask(artist, { email: 'not-an-email', locale: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields?.[0]).toMatchObject({ path: 'email' });
    expect(bad.json.error.fields?.[0]?.message).toMatch(/adresse|e-mail/i);
    const { data } = await db.entities.openingWatch.query.byOpening({ artistId: artist.sub, openingId }).go();
    expect(data).toEqual([]);
    // No opening announced: nothing to be told of.
    expect((await ask(other, { email: confirmed, locale: 'en' })).json.status).toBe('none');
  });

  it('sends one confirmation email per address, whatever the asks, and never spends the request quota', async () => {
    for (const email of [confirmed, unconfirmed, stopper]) {
      const first = await ask(artist, { email, locale: email === confirmed ? 'es' : 'en' });
      expect(first.status, first.text).toBe(200);
      expect(first.json.status).toBe('asked');
    }
    // Asked again (another source): the same answer, no second email.
    expect((await ask(artist, { email: unconfirmed.toUpperCase(), locale: 'fr' })).json.status).toBe('asked');
    const mail = await waitForMail(confirmed, { match: isAsked, timeoutMs: 20_000 });
    expect(mail.subject).toMatch(/^Confirma para saber/);
    expect(mail.body.text).toMatch(/Confirmar mi dirección/);
    await waitForMail(unconfirmed, { match: isAsked, timeoutMs: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await mailsTo(unconfirmed)).filter(isAsked)).toHaveLength(1);
    const events = await outboxTypesFor(db, openingId);
    expect(events.filter((type) => type === 'opening.watch-asked')).toHaveLength(3);
    const { data: tally } = await db.entities.openingWatchTally.get({ artistId: artist.sub, openingId }).go();
    expect(tally?.asked).toBe(3);
    const { data: account } = await db.entities.artist.get({ artistId: artist.sub }).go();
    expect(account?.openingCount ?? 0).toBe(0);
  });

  it('confirms from the email’s sign-in link, once; the artist sees a count', async () => {
    const mail = (await mailsTo(confirmed)).find(isAsked)!;
    const session = await signInFrom(mail, confirmed);
    expect(session.path).toBe(`/portal/opening-alerts/${artist.sub}/${openingId}`);
    token = session.accessToken;
    const path = `/portal/opening-alerts/${artist.sub}/${openingId}`;
    expect((await api<OpeningAlert>(path, { token })).json).toMatchObject({
      state: 'asked',
      pseudo: artist.pseudo,
    });
    const first = await api<OpeningAlert>(`${path}/confirm`, { method: 'POST', token });
    expect(first.status, first.text).toBe(200);
    expect(first.json.state).toBe('confirmed');
    expect((await api<OpeningAlert>(`${path}/confirm`, { method: 'POST', token })).json.state).toBe(
      'confirmed',
    );
    const mine = (await api<MyOpening>('/me/opening', { token: artist.idToken })).json.opening;
    expect(mine?.watchers).toBe(1);
    // Another artist's opening: this address has no alert there.
    const elsewhere = await api<OpeningAlert>(`/portal/opening-alerts/${other.sub}/${openingId}`, { token });
    expect(elsewhere.json.state).toBe('none');

    // The third address confirms, then stops: it is told nothing, and asking again sends nothing.
    const stopSession = await signInFrom((await mailsTo(stopper)).find(isAsked)!, stopper);
    const stopToken = stopSession.accessToken;
    await api(`${path}/confirm`, { method: 'POST', token: stopToken });
    const stopped = await api<OpeningAlert>(path, { method: 'DELETE', token: stopToken });
    expect(stopped.json.state).toBe('none');
    expect((await ask(artist, { email: stopper, locale: 'en' })).json.status).toBe('asked');
    expect((await api<MyOpening>('/me/opening', { token: artist.idToken })).json.opening?.watchers).toBe(1);
  });

  it('limits one source’s asks: the proof of work after two, then the rate limit', async () => {
    const source = freshSource();
    const answers = [];
    for (let index = 0; index < 4; index += 1)
      answers.push((await ask(artist, { email: clientEmail('alert-flood'), locale: 'en' }, source)).status);
    expect(answers.slice(0, 2)).toEqual([200, 200]);
    expect(answers[2]).toBe(428);
    expect(answers[3]).toBe(429);
  });

  it('at the start tells each confirmed address once, in its language, under two runs at once', async () => {
    await startNow(db, artist.sub);
    const at = new Date().toISOString();
    const runs = await Promise.all([
      tellWatchers({ time: at, id: 'run-1' }),
      tellWatchers({ time: at, id: 'run-2' }),
    ]);
    // The local cloud's own every-minute run may have told it first: at most one of these did.
    expect(runs.reduce((sum, run) => sum + run.told, 0)).toBeLessThanOrEqual(1);
    const told = await waitForMail(confirmed, {
      match: (mail) => /\/form/.test(mail.body.text ?? ''),
      timeoutMs: 20_000,
    });
    expect(told.subject).toMatch(/está abierta hasta/);
    expect(told.body.text).toContain(`/${artist.pseudo}/form`);
    expect(told.body.text).toMatch(/No recibir más avisos/);
    // A rerun, later: nobody told again; the unconfirmed and the stopped addresses never hear more.
    await tellWatchers({ time: new Date().toISOString(), id: 'run-3' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await mailsTo(confirmed)).filter((mail) => /\/form/.test(mail.body.text ?? ''))).toHaveLength(1);
    expect(await mailsTo(unconfirmed)).toHaveLength(1);
    expect((await mailsTo(stopper)).filter((mail) => /\/form/.test(mail.body.text ?? ''))).toHaveLength(0);
    const { data: watch } = await db.entities.openingWatch
      .get({ artistId: artist.sub, openingId, emailHash: emailHash(confirmed) })
      .go();
    expect(watch?.toldAt).toBeDefined();
    // Once it runs, asking answers `open`: the form itself is the answer.
    expect((await ask(artist, { email: clientEmail('late'), locale: 'en' })).json.status).toBe('open');
  });
});
