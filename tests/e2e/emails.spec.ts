import { randomUUID } from 'node:crypto';
import type { SlotList } from '../../shared/api/contracts/booking-requests.ts';
import { slotIdOf } from '../../shared/domain/slots/slot-id.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud, uniqueEmail } from './support/local-cloud.ts';
import { mailText, waitForMail } from './support/mailbox.ts';

/**
 * Issue 15, item 2, through the mailbox's JSON: a flash request to the demo artist (French, 24-hour
 * times in Paris). The artist's email names the client (elided: « d’Alex »), the flash and its price,
 * placement, size and note, shows the flash's thumbnail and links to the request; the client's
 * confirmation names the flash and its price; every time says the zone in words; each email carries
 * the brand header.
 */
test('the new-request and confirmation emails say what was asked, where and when', async () => {
  const { urls, demo } = e2eCloud();
  const page = (await (await fetch(`${urls.api}/artists/${demo.pseudo}`)).json()) as {
    flashes: { flashId: string; title: string }[];
  };
  const flash = page.flashes[0];
  if (!flash) throw new Error('the demo artist has no flash');
  const slots = (await (await fetch(`${urls.api}/artists/${demo.pseudo}/slots?days=31`)).json()) as SlotList;
  const day = slots.days.find((candidate) => candidate.slots.length > 0);
  if (!day) throw new Error('the demo artist has no free slot');
  const [start, minutes] = day.slots[0]!;
  const email = uniqueEmail('emails');
  const response = await fetch(`${urls.api}/artists/${demo.pseudo}/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      idempotencyKey: randomUUID(),
      projectType: 'flash',
      flashId: flash.flashId,
      description: { placement: 'Inner wrist', size: '8 x 6 cm', text: 'Could it be a bit smaller?' },
      referenceImageIds: [],
      slotId: slotIdOf(day.date, start, minutes),
      client: { firstName: 'Alex', lastName: 'Martin', age: 27, email, alreadyTattooed: false },
      locale: 'en',
    }),
  });
  expect(response.status).toBe(201);
  const { requestId } = (await response.json()) as { requestId: string };

  const confirmation = await waitForMail(email, { match: (mail) => /was sent to/.test(mail.subject) });
  const clientText = mailText(confirmation);
  expect(clientText).toMatch(new RegExp(`the flash “${flash.title}” \\(€\\d+(\\.\\d\\d)?\\)`));
  expect(clientText).toMatch(/\(Paris time\)/);
  expect(clientText).not.toContain('Europe/Paris');
  expect(confirmation.body.html).toContain('>Inkslot</span>');

  const artistMail = await waitForMail(demo.email, {
    match: (mail) => mail.subject === 'Nouvelle demande d’Alex',
  });
  const artistText = mailText(artistMail);
  expect(artistText).toContain(`Client : Alex Martin <${email}>`);
  expect(artistText).toMatch(new RegExp(`Flash : ${flash.title} \\(\\d+(,\\d\\d)?\\s€\\)`));
  expect(artistText).toContain('Emplacement : Inner wrist');
  expect(artistText).toContain('Taille : 8 x 6 cm');
  expect(artistText).toContain('Message : Could it be a bit smaller?');
  expect(artistText).toMatch(/ à \d{2}:\d{2}\b/);
  expect(artistText).not.toMatch(/\b(AM|PM)\b/);
  expect(artistMail.body.html).toMatch(
    new RegExp(`<img src="https?://[^"]+/media/[^"]+" alt="Flash « ${flash.title} »"`),
  );
  expect(artistMail.body.html).toContain(`/app/requests/${requestId}"`);
  expect(artistMail.body.html).toContain('>Inkslot</span>');
});
