import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLinkedAccountError, isLinkRefusedError, retryLinkedSignIn } from './social-sign-in.ts';

describe('the sign-in that linked Google or Apple to an existing account', () => {
  afterEach(() => sessionStorage.clear());

  it('is recognised by Cognito’s message, nothing else', () => {
    expect(isLinkedAccountError(new Error('Already found an entry for username Google_1170281'))).toBe(true);
    expect(isLinkedAccountError(new Error('User is disabled.'))).toBe(false);
    expect(isLinkedAccountError(undefined)).toBe(false);
  });

  it('is retried once with the provider the user chose, never in a loop', () => {
    const signIn = vi.fn(async () => undefined);
    expect(retryLinkedSignIn(signIn)).toBe(false);
    sessionStorage.setItem('inkslot.social-provider', 'SignInWithApple');
    expect(retryLinkedSignIn(signIn)).toBe(true);
    expect(signIn).toHaveBeenCalledWith('SignInWithApple');
    expect(retryLinkedSignIn(signIn)).toBe(false);
    expect(signIn).toHaveBeenCalledTimes(1);
  });
});

describe('the sign-in Cognito refused to link (ADR 0071)', () => {
  it('is recognised by the trigger’s message as the hosted UI returns it', () => {
    expect(isLinkRefusedError(new Error('PreSignUp failed with error ACCOUNT_LINK_REFUSED.'))).toBe(true);
    expect(isLinkRefusedError(new Error('Already found an entry for username Google_1'))).toBe(false);
    expect(isLinkRefusedError(undefined)).toBe(false);
  });
});
