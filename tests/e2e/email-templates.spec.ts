import AxeBuilder from '@axe-core/playwright';
import { sampleBookingRequest } from '#scripts/local-cloud/seed/sample-booking-request.ts';
import { showInStack, signInAsArtist } from './support/artist-session.ts';
import { bookableArtist, confirmedRequest, freeSlotsByDay } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/local-cloud.ts';
import { waitForMail } from './support/mailbox.ts';

/**
 * Issue 13, item 5, as an artist does it: reword the acceptance email in Spanish (placeholders
 * inserted with a tap, a typo refused, a live preview), get a test, then accept a Spanish-speaking
 * client's request and see the client receive that wording.
 */

test.use({ locale: 'en-GB' });

test('an artist rewords the acceptance email in Spanish, and a Spanish client receives it', async ({
  page,
}) => {
  const artist = await bookableArtist('Templates-2026!');
  await signInAsArtist(page, artist);

  await test.step('the settings lead to the emails, in Spanish', async () => {
    await page.goto('/app/settings');
    await page.getByRole('link', { name: /Email templates/ }).click();
    await expect(page).toHaveURL(/\/app\/settings\/email-templates/);
    await page.getByRole('radio', { name: 'Español' }).click();
    await expect(page).toHaveURL('/app/settings/email-templates?locale=es');
    const card = page.getByRole('link', { name: /Request accepted/ });
    await expect(card).toContainText('Default');
    await expect(card).toContainText('Tu cita con {displayName} está confirmada');
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request accepted' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  const preview = page.getByRole('region', { name: 'Preview' });
  await test.step('a new wording: a typo is named, placeholders go in with a tap, the preview follows', async () => {
    const subject = page.getByRole('textbox', { name: /^Subject/ });
    const message = page.getByRole('textbox', { name: /^Message/ });
    await subject.fill('¡Confirmado, {nombre}!');
    await expect(page.getByText('Unknown placeholder: {nombre}. Use only the ones listed.')).toBeVisible();
    await subject.fill('¡Confirmado, ');
    await page.getByRole('button', { name: /Insert \{firstname\}/ }).click();
    await subject.press('End');
    await subject.pressSequentially('!');
    await expect(subject).toHaveValue('¡Confirmado, {firstname}!');
    await message.fill('Hola {firstname}:\n\nTe espero el {date}. Precio: {price}, depósito ');
    await page.getByRole('button', { name: /Insert \{deposit\}/ }).click();
    await expect(message).toHaveValue(/depósito \{deposit\}$/);
    await expect(preview).toContainText('Subject: ¡Confirmado, Lucía!');
    await expect(preview).toContainText('Hola Lucía:');
    await expect(preview).toContainText(/Precio: 180\s€, depósito 50\s€/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Email saved' })).toBeVisible();
  });

  await test.step('a test reaches the artist, as a client would read it', async () => {
    await page.getByRole('button', { name: 'Send me a test' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Test sent' })).toBeVisible();
    const mail = await waitForMail(artist.email, { match: (m) => m.subject.startsWith('[Prueba]') });
    expect(mail.subject).toBe('[Prueba] ¡Confirmado, Lucía!');
    expect(mail.body.text).toMatch(/Precio: 180\s€, depósito 50\s€/);
  });

  await test.step('a Spanish-speaking client’s request, accepted: the client gets the wording', async () => {
    const email = uniqueEmail('cliente');
    const [slotId] = [...(await freeSlotsByDay(artist)).values()].flat();
    if (!slotId) throw new Error('no free slot');
    const body = sampleBookingRequest(slotId, {
      client: { firstName: 'Inés', lastName: 'García', email },
      locale: 'es',
    });
    const sent = await confirmedRequest(artist.pseudo, body);
    expect(sent.status).toBe(201);
    await page.goto('/app/requests');
    await showInStack(page, 'Inés García');
    await page.keyboard.press('a');
    const accept = page.getByRole('dialog', { name: 'Accept Inés García’s request' });
    await accept.getByRole('textbox', { name: /^Final price \(€\)/ }).fill('200');
    await accept.getByRole('checkbox', { name: 'Ask for a deposit' }).check();
    await accept.getByRole('textbox', { name: /^Deposit \(€\)/ }).fill('60');
    await accept.getByRole('button', { name: 'Accept the request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Request accepted' })).toBeVisible();
    const mail = await waitForMail(email, { match: (m) => m.subject.startsWith('¡Confirmado') });
    expect(mail.subject).toBe('¡Confirmado, Inés!');
    expect(mail.body.text).toMatch(/Hola Inés:/);
    expect(mail.body.text).toMatch(/Precio: 200\s€, depósito 60\s€/);
    expect(mail.attachments?.some((file) => file.filename.endsWith('.ics'))).toBe(true);
  });

  await test.step('back to the default text', async () => {
    await page.goto('/app/settings/email-templates/requestAccepted?locale=es');
    await page.getByRole('button', { name: 'Back to the default text' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Back to the default text' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Default text restored' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveValue(
      'Tu cita con {displayName} está confirmada',
    );
  });
});
