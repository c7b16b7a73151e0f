import { describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_KINDS,
  fillTemplate,
  messageParagraphs,
  personalizedMessage,
  placeholdersIn,
  unknownPlaceholders,
} from './email-templates.ts';

describe('email templates', () => {
  it('finds the placeholders a text names, once each', () => {
    expect(placeholdersIn('Hola {firstname}, {displayName} y {firstname} {price}')).toEqual([
      'firstname',
      'displayName',
      'price',
    ]);
    expect(placeholdersIn('{{firstname}} { city } {}')).toEqual(['firstname']);
  });

  it('refuses what a template cannot fill: typos, and a price where the email has none', () => {
    expect(unknownPlaceholders('requestAccepted', 'Hi {firstname}, {price} {deposit}')).toEqual([]);
    expect(unknownPlaceholders('requestDeclined', 'Hi {firstName}, {price}')).toEqual(['firstName', 'price']);
    for (const kind of EMAIL_TEMPLATE_KINDS)
      expect(unknownPlaceholders(kind, '{displayName} {shopName} {city} {country} {date}')).toEqual([]);
  });

  it('fills known placeholders, leaves an empty value empty, and keeps foreign braces', () => {
    expect(fillTemplate('{firstname} à {shopName}, {city} {other}', { firstname: 'Ana', city: 'Lyon' })).toBe(
      'Ana à , Lyon {other}',
    );
  });

  it('splits the message into paragraphs at blank lines', () => {
    expect(messageParagraphs('Hello Ana,\n\n  Line one\nline two  \n \n\n')).toEqual([
      'Hello Ana,',
      'Line one\nline two',
    ]);
    expect(
      personalizedMessage({ subject: 'Hi  {firstname}\n', body: 'A\n\nB {price}' }, { firstname: 'Ana' }),
    ).toEqual({ subject: 'Hi Ana', paragraphs: ['A', 'B'] });
  });
});
