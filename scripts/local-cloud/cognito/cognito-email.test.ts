import { describe, expect, it } from 'vitest';
import { cognitoEmail, htmlToText } from './cognito-email.ts';

describe('cognitoEmail', () => {
  it('fills every code and username parameter of the trigger message', () => {
    const email = cognitoEmail('u-1', {
      __code: '123456',
      emailSubject: 'Code {####}',
      emailMessage: 'Code {####} for {username}, again {####}',
    });
    expect(email).toEqual({ subject: 'Code 123456', text: 'Code 123456 for u-1, again 123456' });
  });

  it("falls back to Cognito's default wording without a trigger message", () => {
    expect(cognitoEmail('u-1', { __code: '654321' })).toEqual({
      subject: 'Your verification code',
      text: 'Your verification code is 654321.',
    });
  });

  it('keeps an HTML body and derives its text part', () => {
    const email = cognitoEmail('u-1', {
      __code: '111222',
      emailSubject: 'S',
      emailMessage:
        '<!doctype html><html><head><title>S</title></head><body><p>Votre code est {####}.</p><p>Inkslot &amp; co</p></body></html>',
    });
    expect(email.html).toContain('Votre code est 111222.');
    expect(email.text).toBe('Votre code est 111222.\nInkslot & co');
  });
});

describe('htmlToText', () => {
  it('keeps link targets and line breaks', () => {
    expect(htmlToText('a<br>b <a href="http://x/y">open</a>')).toBe('a\nb open (http://x/y)');
  });
});
