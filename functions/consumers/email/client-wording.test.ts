import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/define-event.ts';
import type { requestAccepted, slotMoved } from '#events/definitions/lifecycle.ts';
import type { emailTemplateTestRequested } from '#events/definitions/notifications.ts';
import { planEmails } from './plan-emails.ts';

const appUrl = 'https://inkslot.app';
const fixture = <E extends { payload: import('zod').ZodType }>(type: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../events/fixtures/${type}/v1.json`, import.meta.url), 'utf8'),
  ) as EventEnvelope<E>;
const plan = (
  detailType: string,
  envelope: { metadata: unknown; payload: unknown },
  wording?: Parameters<typeof planEmails>[1]['wording'],
) => planEmails({ detailType, envelope } as Parameters<typeof planEmails>[0], { appUrl, wording });

describe('the artist’s wording of a client email', () => {
  const accepted = fixture<typeof requestAccepted>('request.accepted');

  it('replaces the subject and the opening, and keeps everything Inkslot adds after it', () => {
    const [standard] = plan('request.accepted', accepted);
    const [worded] = plan('request.accepted', accepted, {
      subject: 'C’est noté, {firstname} !',
      body: 'Salut {firstname},\n\nOn se voit le {date} chez {shopName} ({country}) pour {price}.',
      extras: { country: 'France' },
    });
    expect(worded?.to).toBe(standard?.to);
    expect(worded?.content.subject).toBe('C’est noté, Camille !');
    const text = worded?.content.text ?? '';
    expect(text).toMatch(/^Inkslot\n\nSalut Camille,/);
    expect(text).toContain('(France) pour');
    // What follows the message is Inkslot's own: the price line, the calendar file, the portal.
    const tail = (standard?.content.text ?? '').split('\n\n').slice(3).join('\n\n');
    expect(text).toContain(tail.slice(0, 60));
    expect(worded?.content.attachments).toHaveLength(1);
  });

  it('words a moved booking with its own template, distinct from a moved request', () => {
    const moved = fixture<typeof slotMoved>('slot.moved');
    const [email] = plan('slot.moved', moved, {
      subject: 'Nouveau créneau : {date}',
      body: 'Bonjour',
      extras: {},
    });
    expect(email?.content.subject).toMatch(/^Nouveau créneau : .+\d/);
  });
});

describe('a test of a wording', () => {
  it('is the client email, with sample data, marked as a test, sent to the artist', () => {
    const test = fixture<typeof emailTemplateTestRequested>('email-template.test-requested');
    const emails = plan('email-template.test-requested', test);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.to).toBe('artist@example.com');
    expect(email?.locale).toBe('es');
    expect(email?.content.subject).toBe('[Prueba] ¡Listo, Lucía!');
    const text = email?.content.text ?? '';
    expect(text).toMatch(/^Inkslot\n\nEmail de prueba: esto es lo que reciben tus clientes/);
    expect(text).toContain('Hola Lucía:');
    expect(text).toMatch(/Te espero el .+ en Tinta Norte\. Precio: 180\s€\./);
    // The deposit line and the calendar file of a real confirmation follow.
    expect(text).toMatch(/Depósito a pagar: 50\s€/);
    expect(email?.content.attachments).toHaveLength(1);
  });
});
