import { describe, expect, it } from 'vitest';
import { messageEmail } from './message-email.ts';

const payload = {
  artistId: 'artist-1',
  conversationId: '3b6f0c2a-91d4-4e7a-b2c8-5d1e9f0a7c33',
  clientEmail: 'lea@example.com',
  seq: 4,
  sender: 'artist' as const,
  preview: 'Your slot is confirmed',
  sentAt: '2026-11-26T09:00:00.000Z',
};

describe('messageEmail', () => {
  it('tells a client in their language, with the portal sign-in that opens the conversation', () => {
    const email = messageEmail({
      payload,
      recipient: { email: 'lea@example.com', locale: 'es', firstName: 'Léa' },
      senderName: 'Mia Ink',
      text: 'Tu cita está confirmada.',
      unread: 3,
      appUrl: 'https://inkslot.app',
    });
    expect(email.subject).toBe('Nuevo mensaje de Mia Ink');
    expect(email.text).toContain('Hola Léa:');
    expect(email.text).toContain('«Tu cita está confirmada.»');
    expect(email.text).toContain('Y 2 mensajes más sin leer.');
    expect(email.html).toContain(
      'https://inkslot.app/portal/login?email=lea%40example.com&amp;redirect=%2Fportal%2Fmessages%2F3b6f0c2a-91d4-4e7a-b2c8-5d1e9f0a7c33',
    );
  });

  it('gives a client the button that signs in to the conversation when the consumer made one (ADR 0085)', () => {
    const signInUrl = `https://inkslot.app/portal/login/email?email=lea%40example.com&redirect=%2Fportal%2Fmessages%2F3b6f0c2a-91d4-4e7a-b2c8-5d1e9f0a7c33#${'L'.repeat(22)}.${'S'.repeat(43)}`;
    const email = messageEmail({
      payload,
      recipient: { email: 'lea@example.com', locale: 'en', firstName: 'Léa' },
      senderName: 'Mia Ink',
      text: 'See you soon.',
      unread: 1,
      appUrl: 'https://inkslot.app',
      signInUrl,
    });
    expect(email.text).toContain(`: ${signInUrl}`);
    expect(email.html).toContain(`href="${signInUrl.replaceAll('&', '&amp;')}"`);
    expect(email.html).not.toContain('/portal/login?');
  });

  it('tells an artist with a link to the conversation, and cuts a long message', () => {
    const email = messageEmail({
      payload: { ...payload, sender: 'client' },
      recipient: { email: 'mia@example.com', locale: 'fr', firstName: 'Mia Ink' },
      senderName: 'Léa Martin',
      text: 'a'.repeat(1_500),
      unread: 1,
      appUrl: 'https://inkslot.app',
    });
    expect(email.subject).toBe('Nouveau message de Léa Martin');
    expect(email.text).toContain('Léa Martin vous a écrit :');
    expect(email.text).toContain(`« ${'a'.repeat(999)}… »`);
    expect(email.text).not.toContain('autres messages');
    expect(email.html).toContain('https://inkslot.app/app/messages/3b6f0c2a-91d4-4e7a-b2c8-5d1e9f0a7c33');
  });

  it('says photos came without showing them (they stay private), and quotes no empty text', () => {
    const email = messageEmail({
      payload: { ...payload, sender: 'client', preview: '', photoCount: 2 },
      recipient: { email: 'mia@example.com', locale: 'en', firstName: 'Mia' },
      senderName: 'Léa Martin',
      text: '',
      unread: 1,
      appUrl: 'https://inkslot.app',
    });
    expect(email.text).toContain('With 2 photos, to see in the conversation.');
    expect(email.text).not.toContain('“”');
    expect(email.html).not.toContain('private/');
  });
});
