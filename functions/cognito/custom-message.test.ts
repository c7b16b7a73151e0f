import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reserveEmail } from '#functions/lib/email/recipient-guard.ts';
import { handler } from './custom-message.ts';

// The table's suppression records and daily caps are covered by the integration tier.
vi.mock('#functions/lib/email/recipient-guard.ts', () => ({
  reserveEmail: vi.fn(async (to: string) => ({ send: true, reservation: { to, at: new Date() } })),
}));

function trigger(triggerSource: string, locale?: string): CustomMessageTriggerEvent {
  return {
    triggerSource,
    userPoolId: 'pool',
    userName: 'u',
    request: {
      codeParameter: '{####}',
      usernameParameter: '{username}',
      userAttributes: { email: 'ada@example.com', ...(locale && { locale }) },
    },
    response: { emailSubject: null, emailMessage: null, smsMessage: null },
  } as unknown as CustomMessageTriggerEvent;
}

describe('CustomMessage trigger', () => {
  it('fails the call for an address that bounced, complained or is past its daily cap (ADR 0069)', async () => {
    vi.mocked(reserveEmail).mockResolvedValueOnce({ send: false, why: 'suppressed' });
    await expect(handler(trigger('CustomMessage_SignUp', 'en'))).rejects.toThrow(/suppressed/);
  });

  beforeAll(() => {
    vi.stubEnv('APP_URL', 'https://inkslot.test');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it.each([
    ['fr', 'Votre code de vérification Inkslot'],
    ['en', 'Your Inkslot verification code'],
    ['es', 'Tu código de verificación de Inkslot'],
  ])('writes the sign-up code email in %s, with the code parameter once', async (locale, subject) => {
    const result = await handler(trigger('CustomMessage_SignUp', locale));
    expect(result.response.emailSubject).toBe(subject);
    expect(result.response.emailMessage?.split('{####}')).toHaveLength(2);
    expect(result.response.emailMessage).toContain(`lang="${locale}"`);
  });

  it('falls back to French and links the reset email to /change-password with the email and the code', async () => {
    const result = await handler(trigger('CustomMessage_ForgotPassword'));
    expect(result.response.emailSubject).toBe('Réinitialisez votre mot de passe Inkslot');
    expect(result.response.emailMessage).toContain(
      'https://inkslot.test/change-password?email=ada%40example.com&amp;code={####}',
    );
    // In the link and in the text: Cognito replaces both.
    expect(result.response.emailMessage?.split('{####}').length).toBeGreaterThanOrEqual(3);
  });

  it('writes the new-email code in the user language, for both of Cognito’s sources', async () => {
    const update = await handler(trigger('CustomMessage_UpdateUserAttribute', 'es'));
    expect(update.response.emailSubject).toBe('Confirma tu nueva dirección de email de Inkslot');
    expect(update.response.emailMessage?.split('{####}')).toHaveLength(2);
    const verify = await handler(trigger('CustomMessage_VerifyUserAttribute', 'en'));
    expect(verify.response.emailSubject).toBe('Confirm your new Inkslot email address');
  });

  it('leaves other messages to Cognito', async () => {
    const result = await handler(trigger('CustomMessage_Authentication', 'en'));
    expect(result.response.emailMessage).toBeNull();
  });
});
