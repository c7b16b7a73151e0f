import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import { slotIdOf } from '#shared/domain/slots/slot-id.ts';
import { PROFILE_AND_SETTINGS_PAGES, signInAsArtist } from './support/artist-session.ts';
import { axeFor } from './support/axe.ts';
import { bookableArtist, confirmedRequest, type E2eArtist, getBooking } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud, uniqueEmail } from './support/local-cloud.ts';
import { portalSignIn } from './support/portal-session.ts';
import { signInAsTeam } from './support/team-session.ts';

/**
 * axe-core on every route a visitor, an artist and a client can reach, in light and in dark, at 390
 * and at 1280 px: no serious or critical violation. Minor and moderate ones are listed (test
 * annotations and `test-results/e2e/axe-minor-<role>.json`) without failing the build. One page load
 * per route; the theme follows the emulated colour scheme (the 'system' choice), the width the
 * viewport.
 *
 * Two analyses per route, not four: each scheme once and each width once (light at 390 and dark at
 * 1280, then light at 1280 and dark at 390 on the next route). That loses nothing: the colours follow
 * the scheme alone (the same tokens at every width), so both schemes are checked on every route; the
 * layout, the navigation and the menus follow the width alone, so both widths are checked on every
 * route; and the chrome every route shares (the sidebar, the bottom bar, the header) is checked in
 * all four looks over two routes. The crossed four runs made this sweep the e2e tier's long pole.
 */

/** The (scheme, width) pairs of the `index`-th route: both schemes, both widths, alternating. */
function pairsOf(index: number): ['light' | 'dark', 390 | 1280][] {
  return index % 2 === 0
    ? [
        ['light', 390],
        ['dark', 1280],
      ]
    : [
        ['light', 1280],
        ['dark', 390],
      ];
}
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface Finding {
  route: string;
  scheme: string;
  width: number;
  rule: string;
  impact: string;
  nodes: string[];
}

/** Runs axe on `route` in both schemes and at both widths (paired); the serious and critical findings. */
async function sweep(page: Page, route: string, index: number, minor: Finding[]): Promise<Finding[]> {
  const serious: Finding[] = [];
  const pairs = pairsOf(index);
  // Loaded in its first look: the first analysis needs no resize nor change of scheme.
  const [firstScheme, firstWidth] = pairs[0]!;
  await page.setViewportSize({ width: firstWidth, height: firstWidth < 600 ? 844 : 900 });
  await page.emulateMedia({ colorScheme: firstScheme, reducedMotion: 'reduce' });
  await page.goto(route);
  await expect(page.locator('main, [role=main]').first()).toBeVisible();
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  for (const [scheme, width] of pairs) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const results = await axeFor(page, WCAG_TAGS).analyze();
    for (const violation of results.violations) {
      const finding: Finding = {
        route,
        scheme,
        width,
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      };
      (FAILING_IMPACTS.has(finding.impact) ? serious : minor).push(finding);
    }
  }
  return serious;
}

async function sweepAll(page: Page, routes: string[], testInfo: TestInfo, role: string) {
  const minor: Finding[] = [];
  const serious: Finding[] = [];
  for (const [index, route] of routes.entries()) {
    await test.step(route, async () => {
      serious.push(...(await sweep(page, route, index, minor)));
    });
  }
  for (const finding of minor) {
    testInfo.annotations.push({
      type: `axe ${finding.impact}`,
      description: `${finding.route} (${finding.scheme}, ${finding.width}px): ${finding.rule} at ${finding.nodes.join(', ')}`,
    });
  }
  const report = fileURLToPath(new URL(`../../test-results/e2e/axe-minor-${role}.json`, import.meta.url));
  writeFileSync(report, JSON.stringify(minor, null, 2));
  expect(serious, `serious or critical axe violations as ${role}`).toEqual([]);
}

/** A pending request to `pseudo` on its first free slot, from `email`; returns the request id. */
async function requestFrom(pseudo: string, email: string, firstName: string, skip = 0): Promise<string> {
  const { urls } = e2eCloud();
  const slots = (await (await fetch(`${urls.api}/artists/${pseudo}/slots?days=31`)).json()) as SlotList;
  const free = slots.days.flatMap((day) => day.slots.map((slot) => ({ date: day.date, slot })));
  const pick = free[skip];
  if (!pick) throw new Error(`${pseudo} has no free slot`);
  const [start, minutes] = pick.slot;
  const response = await confirmedRequest(pseudo, {
    idempotencyKey: randomUUID(),
    projectType: 'custom',
    description: { placement: 'Left forearm', size: '8 x 5 cm', text: 'A small moth, fine line.' },
    referenceImageIds: [],
    slotId: slotIdOf(pick.date, start, minutes),
    client: { firstName, lastName: 'Martin', age: 28, email, alreadyTattooed: false },
    locale: 'en',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { requestId: string }).requestId;
}

/** The artist opens the conversation of a request and writes in it: its id. */
async function conversationOf(artist: E2eArtist, requestId: string): Promise<string> {
  const headers = { authorization: `Bearer ${artist.idToken}`, 'content-type': 'application/json' };
  const { urls } = e2eCloud();
  const opened = await fetch(`${urls.api}/me/conversations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ requestId }),
  });
  expect(opened.status).toBe(200);
  const { conversationId } = (await opened.json()) as { conversationId: string };
  const sent = await fetch(`${urls.api}/me/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      clientMessageId: randomUUID(),
      text: 'Hello! Could the moth be a little bigger?',
    }),
  });
  expect(sent.status).toBe(201);
  return conversationId;
}

async function accept(artist: E2eArtist, requestId: string) {
  const response = await fetch(`${e2eCloud().urls.api}/me/requests/${requestId}/accept`, {
    method: 'POST',
    headers: { authorization: `Bearer ${artist.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ priceCents: 15_000, depositCents: 5_000 }),
  });
  expect(response.status).toBe(201);
  return getBooking(artist, requestId);
}

test.describe('accessibility sweep (axe, light and dark, 390 and 1280 px)', () => {
  // Its roles are independent (each its own artist or none): they spread over the workers.
  test.describe.configure({ timeout: 240_000, mode: 'parallel' });

  test('as a visitor', async ({ page }, testInfo) => {
    const { urls, demo } = e2eCloud();
    const publicPage = (await (await fetch(`${urls.api}/artists/${demo.pseudo}`)).json()) as {
      flashes: { flashId: string }[];
    };
    const flash = publicPage.flashes[0];
    if (!flash) throw new Error('the demo artist has no flash');
    await sweepAll(
      page,
      [
        '/',
        '/terms',
        '/privacy',
        '/login',
        '/signup',
        '/verify-email',
        '/forgot-password',
        '/forgot-password/confirmation',
        '/change-password',
        '/change-password/confirmation',
        '/portal/login',
        '/portal/login/otp',
        // A client email's button (ADR 0085): shown, never pressed by the sweep.
        `/portal/login/email?email=camille%40example.com&redirect=%2Fportal%2Fbookings#${'a'.repeat(22)}.${'b'.repeat(43)}`,
        `/${demo.pseudo}`,
        `/${demo.pseudo}/flashs`,
        `/${demo.pseudo}/flashs/${flash.flashId}`,
        `/${demo.pseudo}/done`,
        `/${demo.pseudo}/form`,
        // The confirmation email's link (ADR 0067): shown, never pressed by the sweep.
        `/${demo.pseudo}/form/confirm/0b5c5a52-7d7e-5a0d-8c4e-3f1e2d3c4b5a#${'a'.repeat(43)}`,
        '/nobody-here-at-all',
      ],
      testInfo,
      'visitor',
    );
  });

  /** An artist with a pending request, a booking and a conversation, signed in. */
  async function artistWithWork(page: Page) {
    const artist = await bookableArtist('Sweep-artist-2026!');
    const pending = await requestFrom(artist.pseudo, uniqueEmail('sweep'), 'Alex');
    const booked = await accept(artist, await requestFrom(artist.pseudo, uniqueEmail('sweep'), 'Sam', 1));
    const conversation = await conversationOf(artist, pending);
    await signInAsArtist(page, artist);
    return { pending, booked, conversation };
  }

  test('as an artist: the daily work', async ({ page }, testInfo) => {
    const { pending, booked, conversation } = await artistWithWork(page);
    await sweepAll(
      page,
      [
        '/app',
        '/app/requests',
        '/app/requests?view=list',
        '/app/requests?status=refused',
        `/app/requests/${pending}`,
        '/app/bookings',
        '/app/bookings?view=week',
        '/app/bookings?view=day',
        '/app/bookings?view=list',
        `/app/bookings/${booked.bookingId}`,
        '/app/availabilities',
        '/app/insights',
        '/app/messages',
        `/app/messages/${conversation}`,
      ],
      testInfo,
      'artist-work',
    );
  });

  test('as an artist: the profile, the settings and the guides', async ({ page }, testInfo) => {
    await artistWithWork(page);
    await sweepAll(
      page,
      [
        ...PROFILE_AND_SETTINGS_PAGES,
        '/app/settings/email-templates?locale=es',
        '/app/settings/email-templates/bookingMoved?locale=en',
        '/app/tutorials',
        '/app/tutorials/bookingSettings',
        '/app/onboarding?step=about',
        '/app/onboarding?step=pictures',
        '/app/onboarding?step=residence',
      ],
      testInfo,
      'artist-settings',
    );
  });

  test('as a client', async ({ page }, testInfo) => {
    const artist = await bookableArtist('Sweep-artist-2026!');
    const email = uniqueEmail('sweep-client');
    const conversation = await conversationOf(artist, await requestFrom(artist.pseudo, email, 'Camille'));
    await accept(artist, await requestFrom(artist.pseudo, email, 'Camille', 1));
    await portalSignIn(page, email);
    await sweepAll(
      page,
      [
        '/portal/requests',
        '/portal/bookings',
        '/portal/profile',
        '/portal/messages',
        `/portal/messages/${conversation}`,
      ],
      testInfo,
      'client',
    );
  });

  test('as the team (superadmin)', async ({ page }, testInfo) => {
    // Something in every list: a report and a suggestion of an artist's.
    const artist = await bookableArtist('Sweep-artist-2026!');
    const { urls } = e2eCloud();
    const send = (path: string, body: unknown) =>
      fetch(`${urls.api}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${artist.idToken}` },
        body: JSON.stringify(body),
      });
    await send('/me/bug-reports', {
      reportId: randomUUID(),
      location: 'requests',
      type: 'display',
      description: 'The stack hides the last request on a small phone.',
    });
    await send('/me/suggestions', {
      suggestionId: randomUUID(),
      title: 'Waiting list',
      description: 'Offer a freed slot to the clients who asked for it.',
    });
    // A team member of its own, through the authenticator app's setup (ADR 0073).
    await signInAsTeam(page);
    await sweepAll(
      page,
      [
        '/superadmin',
        '/superadmin/bugs',
        '/superadmin/suggestions',
        '/superadmin/figures',
        '/superadmin/audit',
      ],
      testInfo,
      'superadmin',
    );
  });
});
