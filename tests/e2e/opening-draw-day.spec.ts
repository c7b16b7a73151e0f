import type { Page } from '@playwright/test';
import { lambdaContext } from '#scripts/local-cloud/lambda-context.ts';
import { sampleBookingRequest } from '#scripts/local-cloud/seed/sample-booking-request.ts';
import type { MyOpening } from '#shared/api/contracts/openings.ts';
import { createDb } from '#shared/db/service.ts';
import { drawAt } from '#shared/domain/booking/opening.ts';
import { drawHolds } from '#shared/domain/booking/opening-draw.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { startNow } from '#tests/support/openings.ts';
import { signInAsArtist } from './support/artist-session.ts';
import { bookCustomProjectWithTheForm } from './support/booking-form.ts';
import { bookableArtist, call, confirmedRequest, freeSlotsByDay } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud, uniqueEmail } from './support/local-cloud.ts';
import { linkIn, mailsTo, mailText, waitForMail } from './support/mailbox.ts';
import { shotsAndAxe } from './support/shots.ts';

/**
 * Issue 31's opening day (ADR 0096), at 390 px as visitors live it: a Pro artist's draw of 20
 * requests starts (the test brings its stored start to now: the handlers read the real clock); two
 * visitors send their request with the form on their phones and are told they are in the draw; 20
 * more arrive through the public route; at the results time the draw job picks 20 of the 22, the
 * artist's inbox holds exactly those, and every one of the 22 gets one answer by email, drawn or not.
 * A visitor not drawn follows the email's button back to the artist's page. With SHOTS_DIR,
 * screenshots at 390 and 1280 px, light and dark, axe run on each.
 */

test.use({
  locale: 'en-GB',
  timezoneId: 'Europe/Paris',
  viewport: { width: 390, height: 844 },
  hasTouch: true,
});

const shots = (page: Page, name: string) => shotsAndAxe(page, 'opening-day', name);

/** The draw job at `time`, in this process with the local cloud's environment. */
async function runDraws(time: string) {
  const { handler } = await import('#functions/consumers/openings/draw-openings.ts');
  return handler({ id: `e2e-${time}`, time }, lambdaContext('opening-draws'));
}

const answerSubject = /’s draw: your request was not drawn$/;
const drawnLine = 'Good news: your request was drawn';

test('an opening day: 22 requests in the draw of 20, the draw picks, everyone gets an answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const cloud = e2eCloud();
  Object.assign(process.env, cloud.env);
  const db = createDb({ tableName: cloud.tableName });
  const artist = await bookableArtist('Opening-day-1!');
  const found = await db.entities.artist.query.byPseudo({ pseudo: artist.pseudo }).go();
  const artistId = found.data[0]?.artistId;
  if (!artistId) throw new Error('no artist item');
  // A draw of 20 needs the Pro plan: the Free plan takes 10 requests a month (ADR 0096).
  await db.entities.artist.patch({ artistId }).set({ plan: 'pro' }).go();
  await call('/me/reservation-settings', {
    method: 'PUT',
    token: artist.idToken,
    body: { openRequests: false, openCustom: true, openTouchups: true, requestDelayMinutes: 0 },
  });
  const { opening } = await call<MyOpening>('/me/opening', {
    method: 'PUT',
    token: artist.idToken,
    body: {
      date: localDate(new Date(Date.now() + 7 * 86_400_000), 'Europe/Paris'),
      time: '18:30',
      durationMinutes: 120,
      cap: 20,
      projectTypes: ['flash', 'custom'],
      rule: 'draw',
    },
  });
  if (!opening) throw new Error('no opening scheduled');
  await startNow(db, artistId);

  const visitors = [
    { firstName: 'Noor', email: uniqueEmail('noor') },
    { firstName: 'Ezra', email: uniqueEmail('ezra') },
  ];
  await test.step('two visitors send their request from their phones and are in the draw', async () => {
    for (const [index, visitor] of visitors.entries()) {
      const context = await browser.newContext({
        baseURL: cloud.urls.app,
        locale: 'en-GB',
        timezoneId: 'Europe/Paris',
        viewport: { width: 390, height: 844 },
        hasTouch: true,
      });
      const phone = await context.newPage();
      await bookCustomProjectWithTheForm(phone, artist.pseudo, visitor, undefined, 'You are in the draw');
      await expect(
        phone.getByText(/^Your request is in the draw of Bookings Ink’s opening\. Results on /),
      ).toBeVisible();
      if (index === 0) await shots(phone, 'in-the-draw');
      await context.close();
    }
  });

  const crowd = Array.from({ length: 20 }, (_, index) => ({
    firstName: `Guest${index + 1}`,
    email: uniqueEmail(`guest${index + 1}`),
  }));
  await test.step('20 more requests arrive through the public route, each confirmed', async () => {
    // The visitors took the first free times; the crowd takes later days, one slot each.
    const slots = [...(await freeSlotsByDay(artist)).values()].slice(3).flat().slice(0, crowd.length);
    expect(slots).toHaveLength(crowd.length);
    const answers = await Promise.all(
      crowd.map(async (client, index) => {
        const body = sampleBookingRequest(slots[index] ?? '', {
          client: { ...client, lastName: 'Martin' },
        });
        const response = await confirmedRequest(artist.pseudo, body);
        return { status: response.status, json: (await response.json()) as { status?: string } };
      }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(answer.json.status).toBe('in-draw');
    }
    // Nothing reaches the artist before the draw.
    await signInAsArtist(page, artist);
    await page.goto('/app/requests');
    await expect(page.getByText(/^Request \d+ of \d+$/)).toBeHidden();
  });

  const everyone = [...visitors, ...crowd];
  await test.step('at the results time the draw picks 20, recorded and reproducible', async () => {
    const at = new Date(Date.parse(drawAt(opening)) + 60_000).toISOString();
    // The job draws every due opening of the table: other specs' draws may fall due at the same time.
    const result = await runDraws(at);
    expect(result.drawn).toBeGreaterThanOrEqual(1);
    const record = (await db.entities.openingDraw.get({ artistId, openingId: opening.openingId }).go()).data;
    if (!record) throw new Error('no draw recorded');
    expect(record.entrants).toHaveLength(22);
    expect(record.winners).toHaveLength(20);
    expect(drawHolds(record)).toBe(true);
    await page.goto('/app/requests');
    await expect(page.getByText(/^Request 1 of 20$/)).toBeVisible();
    await shots(page, 'artist-inbox');
  });

  await test.step('everyone gets one answer by email, drawn or not', async () => {
    const outcomes = await Promise.all(
      everyone.map(async ({ email }) => {
        const answer = await waitForMail(email, {
          match: (mail) => answerSubject.test(mail.subject) || mailText(mail).includes(drawnLine),
          timeoutMs: 30_000,
        });
        return { email, drawn: !answerSubject.test(answer.subject), answer };
      }),
    );
    expect(outcomes.filter((outcome) => outcome.drawn)).toHaveLength(20);
    const notDrawn = outcomes.filter((outcome) => !outcome.drawn);
    expect(notDrawn).toHaveLength(2);
    for (const outcome of notDrawn) {
      expect(mailText(outcome.answer)).toContain('picked 20 requests out of 22');
    }
    // One answer each, however the consumers were delivered.
    for (const { email } of everyone) {
      const answers = (await mailsTo(email)).filter(
        (mail) => answerSubject.test(mail.subject) || mailText(mail).includes(drawnLine),
      );
      expect(answers, email).toHaveLength(1);
    }
    // A visitor not drawn follows the email's button back to the artist's page.
    const first = notDrawn[0];
    if (!first) throw new Error('nobody not drawn');
    await page.goto(linkIn(first.answer, `/${artist.pseudo}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings Ink' })).toBeVisible();
  });
});
