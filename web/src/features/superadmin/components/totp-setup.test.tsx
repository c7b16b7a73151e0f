import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { TotpSetup } from './totp-setup.tsx';

/** A superadmin without a second factor sets up their authenticator app (ADR 0073). */
describe('the authenticator app setup', () => {
  it('shows one secret as a QR code and as text, and turns it on with the app’s first code', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const start = vi.fn(async () => ({
      secret,
      uri: `otpauth://totp/Inkslot:team%40example.com?secret=${secret}`,
    }));
    const finish = vi.fn(async () => {});
    const onDone = vi.fn();
    await act(async () => {
      renderWithProviders(
        <TotpSetup email="team@example.com" onDone={onDone} start={start} finish={finish} />,
      );
    });
    expect(start).toHaveBeenCalledOnce();
    expect(start).toHaveBeenCalledWith('team@example.com');
    const qr = (await screen.findByRole('img', { name: /QR code/ })) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    const code = screen.getByLabelText(/6-digit code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '12345' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    });
    expect(finish).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    });
    expect(finish).toHaveBeenCalledWith('123456');
    expect(onDone).toHaveBeenCalledOnce();
  });
});
