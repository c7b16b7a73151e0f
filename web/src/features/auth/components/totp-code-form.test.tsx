import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { LoginForm } from './login-form.tsx';
import { TotpCodeForm } from './totp-code-form.tsx';

/** Sign-in of an account with an authenticator app (TOTP, ADR 0073): the code step after the password. */
describe('the sign-in code step', () => {
  it('follows the password with a one-time-code field, focused on its heading', async () => {
    const onCodeStep = vi.fn();
    renderWithProviders(
      <LoginForm
        signIn={vi.fn(async () => 'totpCode' as const)}
        onSignedIn={vi.fn()}
        onNeedsVerification={vi.fn()}
        onCodeStep={onCodeStep}
      />,
    );
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'team@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Team-2026!' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect(onCodeStep).toHaveBeenCalledWith(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Authenticator code' }));
    const code = screen.getByLabelText(/6-digit code/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('maxlength')).toBe('6');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    });
    expect(onCodeStep).toHaveBeenLastCalledWith(false);
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
  });

  it('signs in with the right code, and says why a wrong or late one does not', async () => {
    const onSignedIn = vi.fn();
    const failures = [
      Object.assign(new Error('wrong'), { name: 'CodeMismatchException' }),
      Object.assign(new Error('late'), { name: 'NotAuthorizedException' }),
    ];
    const confirm = vi.fn(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return true;
    });
    renderWithProviders(<TotpCodeForm onSignedIn={onSignedIn} onRestart={vi.fn()} confirm={confirm} />);
    const submit = async () => {
      fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: '123456' } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      });
    };
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Incorrect verification code');
    await submit();
    expect(screen.getByRole('alert').textContent).toMatch(/took too long or had too many wrong codes/);
    await submit();
    expect(confirm).toHaveBeenLastCalledWith('123456');
    expect(onSignedIn).toHaveBeenCalledOnce();
  });
});
