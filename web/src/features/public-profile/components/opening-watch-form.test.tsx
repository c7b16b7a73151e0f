import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { OpeningWatchForm } from './opening-watch-form.tsx';

const api = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('#web/src/lib/api.ts', () => ({ api }));

describe('OpeningWatchForm (ADR 0100)', () => {
  beforeEach(() => api.post.mockReset());

  it('asks for an email behind its button, then says to confirm from the email', async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue({ status: 'asked' });
    const onOpen = vi.fn();
    renderWithProviders(<OpeningWatchForm pseudo="lea" onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: 'Email me when it opens' }));
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'noa@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(api.post).toHaveBeenCalledWith('/artists/lea/opening/watchers', {
      email: 'noa@example.com',
      locale: 'en',
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Almost done: confirm your address from the email sent to noa@example.com. Without it, you will get nothing else.',
    );
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('reads the page again when the opening started meanwhile', async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue({ status: 'open' });
    const onOpen = vi.fn();
    renderWithProviders(<OpeningWatchForm pseudo="lea" onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: 'Email me when it opens' }));
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'noa@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
  });
});
