import { beforeEach, describe, expect, it } from 'vitest';
import { clearLoginAttempt, portalReturnPath, readLoginAttempt, storeLoginAttempt } from './login-attempt.ts';

describe('the login attempt of this tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('is remembered from the email step to the code step, then forgotten', () => {
    expect(readLoginAttempt()).toBeNull();
    storeLoginAttempt({ email: 'camille@example.com', resendAt: 1000, redirect: '/portal/profile' });
    expect(readLoginAttempt()).toEqual({
      email: 'camille@example.com',
      resendAt: 1000,
      redirect: '/portal/profile',
    });
    clearLoginAttempt();
    expect(readLoginAttempt()).toBeNull();
  });

  it('ignores a malformed value and an unsafe redirect', () => {
    sessionStorage.setItem('portal_login', '{not json');
    expect(readLoginAttempt()).toBeNull();
    storeLoginAttempt({ email: 'a@b.co', resendAt: 1, redirect: 'https://evil.test/portal/' });
    expect(readLoginAttempt()?.redirect).toBeUndefined();
  });
});

describe('portalReturnPath', () => {
  it('follows portal pages only', () => {
    expect(portalReturnPath('/portal/bookings?tab=past')).toBe('/portal/bookings?tab=past');
    for (const unsafe of [
      '/app',
      '//evil.test/portal/x',
      '/portal/login',
      '/portal/../app',
      'https://x',
      42,
    ]) {
      expect(portalReturnPath(unsafe), String(unsafe)).toBeUndefined();
    }
  });
});
