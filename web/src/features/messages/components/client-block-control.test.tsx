import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { ClientBlockControl } from './client-block-control.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const REQUEST = '11111111-1111-4111-8111-111111111111';
const CONVERSATION = '3b6f0c2a-91d4-4e7a-b2c8-5d1e9f0a7c33';

describe('blocking a client from their request', () => {
  beforeEach(() => {
    for (const fn of Object.values(artistApi)) fn.mockReset();
    artistApi.post.mockResolvedValue({ conversationId: CONVERSATION, blocked: false });
    artistApi.put.mockResolvedValue({ blocked: true });
    artistApi.delete.mockResolvedValue({ blocked: false });
  });

  it('asks first, blocks the client’s email, then offers to unblock', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientBlockControl requestId={REQUEST} name="Léa Martin" />);
    await user.click(await screen.findByRole('button', { name: 'Block this client' }));
    expect(artistApi.post).toHaveBeenCalledWith('/me/conversations', { requestId: REQUEST });
    const dialog = screen.getByRole('dialog', { name: 'Block Léa Martin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(artistApi.put).toHaveBeenCalledWith(`/me/conversations/${CONVERSATION}/block`),
    );
    expect(
      await screen.findByText('Client blocked: they can no longer write to you or send you a request.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unblock this client' }));
    await waitFor(() =>
      expect(artistApi.delete).toHaveBeenCalledWith(`/me/conversations/${CONVERSATION}/block`),
    );
    expect(await screen.findByRole('button', { name: 'Block this client' })).toBeTruthy();
  });

  it('changes nothing when the artist cancels', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientBlockControl requestId={REQUEST} name="Léa Martin" />);
    await user.click(await screen.findByRole('button', { name: 'Block this client' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(artistApi.put).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
