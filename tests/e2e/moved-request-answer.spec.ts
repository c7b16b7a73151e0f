import { localDate } from '#shared/domain/local-time.ts';
import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist, freeSlotsByDay, sentRequest } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud, uniqueEmail } from './support/local-cloud.ts';
import { linkIn, mailsTo, mailText, waitForMail } from './support/mailbox.ts';

/**
 * Issue 15, item 3: when the artist moves a request, the client accepts the new time (or cancels)
 * from the email and the portal, and the artist is told.
 */
test('a client accepts the new time of a moved request from the email and the portal; the artist is told', async ({
  page,
}) => {
  const artist = await bookableArtist('Answer-artist-2026!');
  const today = localDate(new Date(), 'Europe/Paris');
  const days = [...(await freeSlotsByDay(artist))].filter(([day]) => day > today);
  const first = days[0]?.[1][0] ?? '';
  const later = days[2]?.[1][0] ?? '';
  const email = uniqueEmail('answer-client');
  const { requestId } = await sentRequest(artist, first, { firstName: 'Lou', lastName: 'Martin', email });

  // The artist moves it (the move dialog itself is covered by the request lifecycle spec).
  const moved = await fetch(`${e2eCloud().urls.api}/me/requests/${requestId}/move`, {
    method: 'POST',
    headers: { authorization: `Bearer ${artist.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ slotId: later }),
  });
  expect(moved.status).toBe(200);

  // The email asks for an answer and leads to the portal.
  const notice = await waitForMail(email, { match: (mail) => /has a new slot/.test(mail.subject) });
  expect(mailText(notice)).toContain('Does this time suit you? Accept it in your client space, or cancel');
  // Its button signs in directly (ADR 0085).
  await page.goto(linkIn(notice, '/portal/login/email'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/portal\/requests$/);

  // The request says the artist proposes this time; accepting it is one press.
  const card = page.getByRole('article', { name: /Bookings Ink/ });
  await expect(card.getByRole('note')).toHaveText('Bookings Ink proposes this new time. Does it suit you?');
  const artistSeen = (await mailsTo(artist.email)).length;
  await card.getByRole('button', { name: /^Accept the new time proposed by Bookings Ink/ }).click();
  await expect(page.getByText('Time accepted', { exact: true })).toBeVisible();
  await expect(card.getByRole('note')).toHaveText(
    'You accepted this time: Bookings Ink still has to confirm the appointment.',
  );
  await expect(card.getByRole('button', { name: /^Accept the new time/ })).toHaveCount(0);

  // The artist is told by email, and the request's history says so.
  const told = await waitForMail(artist.email, {
    after: artistSeen,
    match: (mail) => /Lou accepts the new time/.test(mail.subject),
  });
  expect(mailText(told)).toContain(`/app/requests/${requestId}`);
  await signInAsArtist(page, artist);
  await page.goto(`/app/requests/${requestId}`);
  await expect(page.getByText('New time accepted by Lou')).toBeVisible();
});
