import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EventPayload } from '#events/define-event.ts';
import type { requestCreated } from '#events/definitions/booking.ts';
import { planner } from './plan-emails.ts';
import { requestCreatedEmail } from './request-created-emails.ts';

const requestCreatedEmails = planner(requestCreatedEmail);

type Payload = EventPayload<typeof requestCreated>;
const fixture = JSON.parse(
  readFileSync(new URL('../../../events/fixtures/request.created/v1.json', import.meta.url), 'utf8'),
) as { payload: Payload };
const appUrl = 'https://inkslot.app';

describe('the emails of request.created', () => {
  it('confirms to the client in their language, with the portal login link, and tells the artist in theirs', () => {
    const [client, artist] = requestCreatedEmails(fixture.payload, { appUrl });
    expect(client).toMatchObject({ template: 'request-sent', to: 'camille@example.com', locale: 'en' });
    expect(client?.content.subject).toBe('Your request was sent to Ink Master');
    expect(client?.content.text).toContain('a flash');
    expect(client?.content.text).toContain('Saturday, December 5, 2026 at 11:00');
    expect(client?.content.text).toContain('Where: Atelier Nord, Lille.');
    expect(client?.content.text).toContain('https://inkslot.app/portal/login?email=camille%40example.com');

    expect(artist).toMatchObject({ template: 'new-request', to: 'artist@example.com', locale: 'fr' });
    expect(artist?.content.subject).toBe('Nouvelle demande de Camille');
    expect(artist?.content.text).toContain('samedi 5 décembre 2026');
    expect(artist?.content.text).toContain(`https://inkslot.app/app/requests/${fixture.payload.requestId}`);
  });

  it('writes no email to an artist whose settings ask for none', () => {
    const payload = {
      ...fixture.payload,
      artist: { ...fixture.payload.artist, notifyBookingRequests: false },
    };
    expect(requestCreatedEmails(payload, { appUrl }).map((email) => email.template)).toEqual([
      'request-sent',
    ]);
  });

  it('tells the artist at the Free plan’s 8th and 10th request, in the new-request email or alone', () => {
    const at = (used: number, notifyBookingRequests = true) =>
      requestCreatedEmails(
        {
          ...fixture.payload,
          artist: { ...fixture.payload.artist, notifyBookingRequests, requestLimit: { used, max: 10 } },
        },
        { appUrl },
      );
    expect(at(7)[1]?.content.text).not.toContain('offre Free');
    const near = at(8)[1]?.content.text ?? '';
    expect(near).toContain('Vous avez reçu ce mois-ci 8 des 10 demandes de l’offre Free.');
    expect(near).toContain('https://inkslot.app/app/settings/plan');
    expect(at(9)[1]?.content.text).not.toContain('offre Free');
    expect(at(10)[1]?.content.text).toContain('votre page ne prend plus de nouvelles demandes');

    // No new-request emails wanted: the limit still gets its own email, and only at the milestones.
    const alone = at(10, false);
    expect(alone.map((email) => email.template)).toEqual(['request-sent', 'request-limit']);
    expect(alone[1]?.content.subject).toBe('Votre page ne prend plus de demandes');
    expect(at(9, false).map((email) => email.template)).toEqual(['request-sent']);
    // Pro: no limit, nothing said.
    const pro = requestCreatedEmails(
      { ...fixture.payload, artist: { ...fixture.payload.artist, requestLimit: { used: 10, max: null } } },
      { appUrl },
    );
    expect(pro[1]?.content.text).not.toContain('offre');
  });

  it('writes Spanish to a Spanish client, without a location outside a travel', () => {
    const { location: _, ...rest } = fixture.payload;
    const [client] = requestCreatedEmails({ ...rest, client: { ...rest.client, locale: 'es' } }, { appUrl });
    expect(client?.content.subject).toBe('Tu solicitud se envió a Ink Master');
    expect(client?.content.text).not.toContain('Lugar');
  });

  describe('with the project (events that carry it)', () => {
    const payload: Payload = {
      ...fixture.payload,
      referenceImageCount: 2,
      slot: { ...fixture.payload.slot, hourFormat: '24' },
      project: {
        placement: 'Left forearm',
        size: '8 x 5 cm',
        text: 'Fine line, please.',
        flash: { title: 'Night moth', priceCents: 12_000, currency: 'EUR', imagePath: '/media/a/f/480.webp' },
      },
      client: { ...fixture.payload.client, firstName: 'Alex', lastName: 'Martin' },
    };
    const [client, artist] = requestCreatedEmails(payload, { appUrl });

    it('names the flash and its price to the client, times their way and the zone in words', () => {
      expect(client?.content.text).toContain('the flash “Night moth” (€120)');
      expect(client?.content.text).toMatch(/December 5, 2026 at 11:00 \(Paris time\)/);
      expect(client?.content.text).not.toContain('Europe/Paris');
    });

    it('gives the artist the client, flash, placement, size, note and how many photos, with a link to the request', () => {
      const text = artist?.content.text ?? '';
      const html = artist?.content.html ?? '';
      expect(artist?.content.subject).toBe('Nouvelle demande d’Alex');
      expect(text).toContain('Client : Alex Martin <camille@example.com>');
      expect(text).toMatch(/Flash : Night moth \(120\s€\)/);
      expect(text).toContain('Emplacement : Left forearm');
      expect(text).toContain('Taille : 8 x 5 cm');
      expect(text).toContain('Message : Fine line, please.');
      expect(html).toContain('<img src="https://inkslot.app/media/a/f/480.webp" alt="Flash « Night moth »"');
      // Reference photos are private (ADR 0072): counted, never linked.
      expect(text).toContain('2 photos de référence jointes : elles se voient dans la demande.');
      expect(html.match(/<img /g)).toHaveLength(1);
      expect(html).toContain(`href="https://inkslot.app/app/requests/${payload.requestId}"`);
      expect(html).toContain('>Inkslot</span>');
      expect(text).toMatch(/samedi 5 décembre 2026 (à )?11:00/);
    });
  });
});
