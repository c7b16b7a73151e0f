import { randomUUID } from 'node:crypto';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import { slotIdOf } from '#shared/domain/slots/slot-id.ts';
import { confirmedRequest } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud, uniqueEmail } from './support/local-cloud.ts';
import { mailText, waitForMail } from './support/mailbox.ts';

/**
 * Issue 15, item 2, through the mailbox's JSON: a French-speaking client's flash request to the demo
 * artist (English, 24-hour times in Paris). The artist's email names the client, the flash and its
 * price, placement, size and note, shows the flash's thumbnail and links to the request; the client's
 * confirmation, in French, names the flash and its price and says the zone in words (elided: « heure
 * de Paris »); each email carries the brand header.
 */
test('the new-request and confirmation emails say what was asked, where and when', async () => {
  const { urls, demo } = e2eCloud();
  const page = (await (await fetch(`${urls.api}/artists/${demo.pseudo}`)).json()) as {
    flashes: { flashId: string; title: string }[];
  };
  const flash = page.flashes[0];
  if (!flash) throw new Error('the demo artist has no flash');
  const email = uniqueEmail('emails');
  // Other specs book the demo artist meanwhile: a time taken since the list was read is answered
  // 409 `slot_taken`, and the next free one (read afresh, past the edge's 5 s) is asked, as a client would.
  let response: Response | undefined;
  for (let attempt = 0; attempt < 3 && response?.status !== 201; attempt++) {
    const slots = (await (
      await fetch(`${urls.api}/artists/${demo.pseudo}/slots?days=31`, {
        headers: { 'cache-control': 'no-cache' },
      })
    ).json()) as SlotList;
    const free = slots.days.flatMap((day) => day.slots.map((slot) => ({ date: day.date, slot })));
    const pick = free[attempt];
    if (!pick) throw new Error('the demo artist has no free slot');
    const [start, minutes] = pick.slot;
    response = await confirmedRequest(demo.pseudo, {
      idempotencyKey: randomUUID(),
      projectType: 'flash',
      flashId: flash.flashId,
      description: { placement: 'Inner wrist', size: '8 x 6 cm', text: 'Could it be a bit smaller?' },
      referenceImageIds: [],
      slotId: slotIdOf(pick.date, start, minutes),
      client: { firstName: 'Alex', lastName: 'Martin', age: 27, email, alreadyTattooed: false },
      locale: 'fr',
    });
    if (response.status !== 201 && response.status !== 409)
      throw new Error(`the request answered ${response.status}: ${await response.text()}`);
    if (response.status === 409) {
      const body = (await response.json()) as { error?: { code?: string } };
      if (body.error?.code !== 'slot_taken')
        throw new Error(`the request answered 409 ${JSON.stringify(body)}`);
    }
  }
  if (response?.status !== 201) throw new Error('three free times were taken in a row');
  const { requestId } = (await response.json()) as { requestId: string };

  const confirmation = await waitForMail(email, {
    match: (mail) => /a bien été envoyée à/.test(mail.subject),
  });
  const clientText = mailText(confirmation);
  expect(clientText).toMatch(new RegExp(`le flash « ${flash.title} » \\(\\d+(,\\d\\d)?\\s€\\)`));
  expect(clientText).toMatch(/\(heure de Paris\)/);
  expect(clientText).not.toContain('Europe/Paris');
  expect(confirmation.body.html).toContain('>Inkslot</span>');

  const artistMail = await waitForMail(demo.email, {
    match: (mail) => mail.subject === 'New request from Alex' && mailText(mail).includes(email),
  });
  const artistText = mailText(artistMail);
  expect(artistText).toContain(`Client: Alex Martin <${email}>`);
  expect(artistText).toMatch(new RegExp(`Flash: ${flash.title} \\(€\\d+(\\.\\d\\d)?\\)`));
  expect(artistText).toContain('Placement: Inner wrist');
  expect(artistText).toContain('Size: 8 x 6 cm');
  expect(artistText).toContain('Message: Could it be a bit smaller?');
  expect(artistText).toMatch(/ at \d{2}:\d{2}\b/);
  expect(artistText).not.toMatch(/\b(AM|PM)\b/);
  expect(artistMail.body.html).toMatch(
    new RegExp(`<img src="https?://[^"]+/media/[^"]+" alt="Flash “${flash.title}”"`),
  );
  expect(artistMail.body.html).toContain(`/app/requests/${requestId}"`);
  expect(artistMail.body.html).toContain('>Inkslot</span>');
});
