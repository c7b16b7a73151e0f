import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { RESEND_COUNTDOWN_SECONDS, VerifyEmailForm } from './verify-email-form.tsx';

describe('the email verification form', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const confirm = vi.fn(async () => {});
    const resend = vi.fn(async () => {});
    const onVerified = vi.fn();
    renderWithProviders(
      <VerifyEmailForm email="mia@example.com" confirm={confirm} resend={resend} onVerified={onVerified} />,
    );
    return { confirm, resend, onVerified };
  }

  it('asks for a 6-digit code typed on a numeric keypad', () => {
    setup();
    const code = screen.getByLabelText(/Verification code/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('maxlength')).toBe('6');
  });

  it('lets a new code be sent only after the 60 s countdown', async () => {
    const { resend } = setup();
    expect(RESEND_COUNTDOWN_SECONDS).toBe(60);
    const button = () => screen.getByRole('button', { name: /Resend the code/ }) as HTMLButtonElement;
    expect(button().textContent).toBe('Resend the code in 60 s');
    expect(button().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(59_000));
    expect(button().textContent).toBe('Resend the code in 1 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Resend the code');

    await act(async () => {
      fireEvent.click(button());
    });
    expect(resend).toHaveBeenCalledWith('mia@example.com');
    expect(screen.getByRole('status').textContent).toBe('A new code has just been sent.');
    expect(button().textContent).toBe('Resend the code in 60 s');
  });

  it('confirms the code', async () => {
    const { confirm, onVerified } = setup();
    fireEvent.input(screen.getByLabelText(/Verification code/), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    });
    expect(confirm).toHaveBeenCalledWith('mia@example.com', '123456');
    expect(onVerified).toHaveBeenCalledWith('mia@example.com');
  });

  it('refuses a code that is not 6 digits', async () => {
    const { confirm } = setup();
    fireEvent.input(screen.getByLabelText(/Verification code/), { target: { value: '12a' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('The verification code has 6 digits');
    expect(confirm).not.toHaveBeenCalled();
  });
});
