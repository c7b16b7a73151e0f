import { describe, expect, it } from 'vitest';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import {
  EMAIL_SIGN_IN,
  type EmailSignInLink,
  emailSignInHash,
  emailSignInId,
  emailSignInToken,
  isSignInTarget,
  parseEmailSignInToken,
  refusalOf,
} from './email-sign-in.ts';

const NOW = 1_800_000_000;
const SECRET = 'S'.repeat(43);
const linkId = emailSignInId('event-1:camille@example.com');
const link: EmailSignInLink = {
  emailHash: emailHash('camille@example.com'),
  secretHash: emailSignInHash(linkId, SECRET),
  validUntil: NOW + EMAIL_SIGN_IN.validSeconds,
};
const attempt = { linkId, secret: SECRET, emailHash: emailHash('Camille@Example.com '), now: NOW };

describe('an email sign-in link', () => {
  it('signs in once with its secret, for the address it was sent to, before it expires', () => {
    expect(refusalOf(link, attempt)).toBeUndefined();
    expect(refusalOf(link, { ...attempt, now: link.validUntil - 1 })).toBeUndefined();
  });

  it('is refused from its expiry on, 12 hours after it was made', () => {
    expect(EMAIL_SIGN_IN.validSeconds).toBe(12 * 3600);
    expect(refusalOf(link, { ...attempt, now: link.validUntil })).toBe('expired');
  });

  it('works once: a used link, or one whose secret was removed, is refused', () => {
    expect(refusalOf({ ...link, usedAt: NOW - 5 }, attempt)).toBe('used');
    expect(refusalOf({ ...link, secretHash: undefined }, attempt)).toBe('used');
  });

  it('is bound to its address and its secret', () => {
    expect(refusalOf(link, { ...attempt, emailHash: emailHash('alex@example.com') })).toBe('other-email');
    expect(refusalOf(link, { ...attempt, secret: 'T'.repeat(43) })).toBe('wrong-secret');
    // The salt is the link: the same secret of another link does not match.
    expect(refusalOf(link, { ...attempt, linkId: emailSignInId('event-2:camille@example.com') })).toBe(
      'wrong-secret',
    );
    expect(refusalOf(undefined, attempt)).toBe('unknown');
  });

  it('has one id per send: the same event and recipient always name the same link', () => {
    expect(linkId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(emailSignInId('event-1:camille@example.com')).toBe(linkId);
    expect(emailSignInId('event-1:alex@example.com')).not.toBe(linkId);
  });

  it('travels as one token, parsed back, and anything else is no token', () => {
    const token = emailSignInToken(linkId, SECRET);
    expect(parseEmailSignInToken(token)).toEqual({ linkId, secret: SECRET });
    expect(parseEmailSignInToken(SECRET)).toBeUndefined();
    expect(parseEmailSignInToken(`${linkId}.${SECRET}x`)).toBeUndefined();
    expect(parseEmailSignInToken(`${linkId}.${SECRET.slice(1)}`)).toBeUndefined();
  });

  it('leads only to a portal page that is not a sign-in page', () => {
    expect(isSignInTarget('/portal/bookings?pay=b-1')).toBe(true);
    expect(isSignInTarget('/portal/requests')).toBe(true);
    for (const path of [
      '/app',
      '/portal/login',
      '/portal/login/otp',
      '//evil.example/portal/',
      '/portal/../app',
    ])
      expect(isSignInTarget(path)).toBe(false);
  });
});
