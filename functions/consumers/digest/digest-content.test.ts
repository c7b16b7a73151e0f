import { describe, expect, it } from 'vitest';
import { type DigestData, digestSections, renderDigest } from './digest-content.ts';

const base: DigestData = {
  artist: { displayName: 'Ink Master', locale: 'en', timezone: 'America/New_York', hourFormat: '24' },
  localDate: '2027-03-10',
  counters: new Map(),
  pending: [],
  tomorrow: [],
};
const request = (n: number) => ({
  clientFirstName: `Client ${n}`,
  projectType: 'flash' as const,
  slotStart: `2027-03-${String(12 + n).padStart(2, '0')}T15:00:00.000Z`,
});

describe('the daily summary', () => {
  it('is not written when there is nothing to report', () => {
    expect(digestSections(base)).toEqual([]);
    expect(renderDigest(base, 'https://inkslot.app')).toBeUndefined();
  });

  it('lists the first pending requests, counts the rest, and gives tomorrow’s times in the artist’s zone', () => {
    const data: DigestData = {
      ...base,
      pending: Array.from({ length: 7 }, (_, n) => request(n)),
      tomorrow: [{ clientFirstName: 'Lou', projectType: 'custom', slotStart: '2027-03-11T14:30:00.000Z' }],
      counters: new Map([
        ['requestsReceived', 3],
        ['requestsAccepted', 0],
      ]),
    };
    const sections = digestSections(data);
    expect(sections.map((section) => section.id)).toEqual(['pending', 'tomorrow', 'today']);
    const [pending, tomorrow, today] = sections;
    expect(pending?.heading).toBe('7 requests await your answer');
    expect(pending?.lines).toHaveLength(6);
    expect(pending?.lines[0]).toBe('Client 0, a flash, on Friday, March 12, 2027 at 10:00');
    expect(pending?.lines.at(-1)).toBe('and 2 more');
    // New York is on UTC-5 until daylight saving time starts on March 14, 2027: 14:30 UTC is 09:30.
    expect(tomorrow).toEqual({
      id: 'tomorrow',
      heading: 'Tomorrow, 1 appointment',
      lines: ['09:30: Lou, a custom project'],
    });
    expect(today?.lines).toEqual(['Requests received: 3']);

    const email = renderDigest(data, 'https://inkslot.app');
    expect(email?.subject).toBe('Your summary for March 10, 2027, Ink Master');
    expect(email?.text).toContain('https://inkslot.app/app');
    expect(email?.text).not.toContain('No appointment tomorrow.');
  });

  it('writes French and says when there is no appointment tomorrow', () => {
    const email = renderDigest(
      {
        ...base,
        artist: { displayName: 'Ink Master', locale: 'fr', timezone: 'Europe/Paris' },
        pending: [request(1)],
      },
      'https://inkslot.app',
    );
    expect(email?.subject).toBe('Votre résumé du 10 mars 2027, Ink Master');
    expect(email?.text).toContain('1 demande attend votre réponse');
    expect(email?.text).toContain('Client 1, un flash, le samedi 13 mars 2027 à 16:00');
    expect(email?.text).toContain('Aucun rendez-vous demain.');
  });

  it('lists the conversations with unread messages, in the artist’s language', () => {
    const messages = [
      { name: 'Lou Petit', unread: 1, preview: 'Bonjour !' },
      { name: 'Sam Roy', unread: 3, preview: 'On peut décaler ?' },
    ];
    expect(digestSections({ ...base, messages })).toEqual([
      {
        id: 'messages',
        heading: '2 conversations have unread messages',
        lines: [
          'Lou Petit: 1 unread message, “Bonjour !”',
          'Sam Roy: 3 unread messages, the latest “On peut décaler ?”',
        ],
      },
    ]);
    const fr = digestSections({
      ...base,
      artist: { displayName: 'Ink Master', locale: 'fr', timezone: 'Europe/Paris' },
      messages: messages.slice(0, 1),
    });
    expect(fr[0]?.lines).toEqual(['Lou Petit : 1 message non lu, « Bonjour ! »']);
  });
});
