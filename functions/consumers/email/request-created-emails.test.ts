import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../events/define-event.ts';
import type { requestCreated } from '../../../events/registry.ts';
import { requestCreatedEmails } from './request-created-emails.ts';

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

  it('writes Spanish to a Spanish client, without a location outside a travel', () => {
    const { location: _, ...rest } = fixture.payload;
    const [client] = requestCreatedEmails({ ...rest, client: { ...rest.client, locale: 'es' } }, { appUrl });
    expect(client?.content.subject).toBe('Tu solicitud se envió a Ink Master');
    expect(client?.content.text).not.toContain('Lugar');
  });
});
