import { describe, expect, it } from 'vitest';
import { loginEmail, loginLink } from './login-email.ts';

const link = loginLink('https://inkslot.app', 'T'.repeat(43));

describe('the portal login email', () => {
  it.each([
    ['fr', 'Votre code de connexion :\n\n042137\n', 'Se connecter'],
    ['en', 'Your sign-in code:\n\n042137\n', 'Sign in'],
    ['es', 'Tu código de acceso:\n\n042137\n', 'Entrar'],
  ] as const)(
    'is written in the client language (%s): the code first, then the link',
    (locale, line, cta) => {
      const email = loginEmail({ locale, firstName: 'Camille', code: '042137', link });
      expect(email.text).toContain(line);
      expect(email.text).toContain(`${cta}: ${link}`);
      expect(email.text.indexOf('042137')).toBeLessThan(email.text.indexOf(link));
      expect(/\b(\d{6})\b/.exec(email.text)?.[1]).toBe('042137');
      expect(email.html).toContain(`href="${link}"`);
      // The code stands out: on its own line, large, in the HTML too; the brand heads the email.
      expect(email.html).toMatch(/<p style="[^"]*font:700 32px[^"]*">042137<\/p>/);
      expect(email.html).toContain('>Inkslot</span>');
      expect(email.html).toContain(`lang="${locale}"`);
    },
  );

  it('links to the SPA page that signs in on a button press', () => {
    expect(link).toBe(`https://inkslot.app/portal/login/otp/${'T'.repeat(43)}`);
  });
});
