import { describe, expect, it } from 'vitest';
import type { EmailTemplate, EmailTemplateList } from '#shared/api/contracts/email-templates.ts';
import { api } from '#tests/support/api.ts';
import { clientEmail, requestBody } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { acceptRequest, freeSlots, lifecycleArtist, pendingRequest } from '#tests/support/lifecycle.ts';
import { waitForMail } from '#tests/support/mailbox.ts';
import { type ErrorBody, onboardedArtist } from '#tests/support/portfolio.ts';
import { awayFromWindowEdges } from '#tests/support/rate-window.ts';

/**
 * Issue 13, item 5, through the gateway and the event plane: an artist rewords the acceptance email
 * in Spanish; a placeholder it cannot fill is refused, naming it, and saves nothing; a Spanish
 * client's accepted request then gets the artist's wording, with what Inkslot adds after it; a
 * test reaches the artist; a reset brings the default back. Another artist's wording is theirs.
 */

const { db } = cloudAndDb();
const path = (kind: string, locale: string) => `/me/email-templates/${kind}/${locale}`;

describe('email templates', () => {
  it('lists every client email in every language, the default wording until reworded', async () => {
    const artist = await onboardedArtist();
    const list = await api<EmailTemplateList>('/me/email-templates', { token: artist.idToken });
    expect(list.status).toBe(200);
    // Six lifecycle emails, two reminders and five aftercare emails (issue 14), the free touch-up's
    // closing notice (ADR 0094) and the healed photo's request (ADR 0101), in three languages.
    expect(list.json.items).toHaveLength(15 * 3);
    expect(list.json.items.filter((item) => item.kind === 'healedPhoto')).toHaveLength(3);
    expect(list.json.items.filter((item) => item.kind === 'touchUpClosing')).toHaveLength(3);
    const aftercare = list.json.items.find((item) => item.kind === 'aftercareDay3' && item.locale === 'fr');
    expect(aftercare).toMatchObject({ custom: false, subject: 'Votre tatouage, jour 3' });
    expect(aftercare?.placeholders).not.toContain('price');
    const accepted = list.json.items.find((item) => item.kind === 'requestAccepted' && item.locale === 'es');
    expect(accepted).toMatchObject({
      custom: false,
      subject: 'Tu cita con {displayName} está confirmada',
      placeholders: expect.arrayContaining(['firstname', 'price', 'deposit', 'shopName']),
    });
    expect(accepted?.body).toBe(accepted?.defaultBody);
    expect((await api('/me/email-templates')).status).toBe(401);
  });

  it('refuses a placeholder the email cannot fill, naming it in the artist’s language, and saves nothing', async () => {
    const artist = await onboardedArtist();
    const refused = await api<ErrorBody>(path('requestDeclined', 'es'), {
      method: 'PUT',
      token: artist.idToken,
      headers: { 'accept-language': 'fr' },
      body: { subject: 'Désolé {firstname}', body: 'Hola {nombre}, no es posible. {price}' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toEqual([
      {
        path: 'body',
        key: 'validation.emailTemplates.unknownPlaceholder',
        message: 'Variable inconnue : {nombre}, {price}. Utilisez seulement celles de la liste.',
      },
    ]);
    const empty = await api<ErrorBody>(path('requestDeclined', 'es'), {
      method: 'PUT',
      token: artist.idToken,
      body: { subject: '  ', body: 'x'.repeat(3001) },
    });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields?.map((field) => field.path).sort()).toEqual(['body', 'subject']);
    expect((await api(path('nope', 'es'), { method: 'PUT', token: artist.idToken, body: {} })).status).toBe(
      400,
    );
    const { data } = await db.entities.emailTemplate.query.byArtist({ artistId: artist.sub }).go();
    expect(data).toEqual([]);
  });

  it('sends a Spanish client the artist’s wording when their request is accepted, then the default after a reset', async () => {
    const artist = await lifecycleArtist(db);
    const saved = await api<EmailTemplate>(path('requestAccepted', 'es'), {
      method: 'PUT',
      token: artist.idToken,
      body: {
        subject: '¡Hecho, {firstname}! Nos vemos pronto',
        body: 'Hola {firstname}:\n\nTe espero el {date}. Serán {price} y un depósito de {deposit}.\n\nUn abrazo, {displayName}',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.custom).toBe(true);
    // Another artist's Spanish acceptance keeps the default.
    const other = await onboardedArtist();
    const theirs = await api<EmailTemplateList>('/me/email-templates', { token: other.idToken });
    expect(theirs.json.items.every((item) => !item.custom)).toBe(true);

    const [first, second] = await freeSlots(artist);
    if (!first || !second) throw new Error('no slots');
    const email = clientEmail('es-client');
    const base = requestBody(first);
    const { requestId } = await pendingRequest(artist, first, {
      client: { ...base.client, email, firstName: 'Lucía' },
      locale: 'es',
    });
    expect((await acceptRequest(artist, requestId)).status).toBe(201);
    const mail = await waitForMail(email, { match: (m) => m.subject.startsWith('¡Hecho') });
    expect(mail.subject).toBe('¡Hecho, Lucía! Nos vemos pronto');
    const text = mail.body.text ?? '';
    expect(text).toMatch(/Te espero el .+\(hora de Paris\)\. Serán 150\s€ y un depósito de 50\s€\./);
    expect(text).toContain('Un abrazo, Folio Ink');
    // Inkslot's part follows: the portal's sign-in button, and the calendar file.
    expect(text).toContain('/portal/login/email?email=');
    expect(mail.attachments?.some((file) => file.filename.endsWith('.ics'))).toBe(true);

    const test = await api<{ sentTo: string }>(`${path('requestAccepted', 'es')}/test`, {
      token: artist.idToken,
      body: { subject: 'Prueba para {firstname}', body: 'Hola {firstname}, precio {price}.' },
    });
    expect(test.status).toBe(202);
    expect(test.json.sentTo).toBe(artist.email);
    const testMail = await waitForMail(artist.email, { match: (m) => m.subject.startsWith('[Prueba]') });
    expect(testMail.subject).toBe('[Prueba] Prueba para Lucía');

    const reset = await api<EmailTemplate>(path('requestAccepted', 'es'), {
      method: 'DELETE',
      token: artist.idToken,
    });
    expect(reset.json).toMatchObject({ custom: false, subject: 'Tu cita con {displayName} está confirmada' });
    const email2 = clientEmail('es-client');
    const again = await pendingRequest(artist, second, {
      client: { ...base.client, email: email2, firstName: 'Lucía' },
      locale: 'es',
    });
    expect((await acceptRequest(artist, again.requestId)).status).toBe(201);
    const standard = await waitForMail(email2, { match: (m) => m.subject.startsWith('Tu cita') });
    expect(standard.subject).toMatch(/^Tu cita con .+ está confirmada$/);
  });

  it('limits tests to three a minute', async () => {
    const artist = await onboardedArtist();
    const send = () =>
      api<ErrorBody>(`${path('requestReceived', 'fr')}/test`, {
        token: artist.idToken,
        body: { subject: 'Test {firstname}', body: 'Bonjour {firstname}' },
      });
    // All four in one minute's window (the limit counts in fixed windows).
    await awayFromWindowEdges([60]);
    const answers = [await send(), await send(), await send(), await send()];
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 429]);
    expect(answers[3]?.json.error.code).toBe('too_many_test_emails');
  });
});
