import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { ShareButton } from './share-button.tsx';

const props = { url: 'https://inkslot.app/ink-mia', title: 'Mia Ink | Inkslot', text: 'Discover Mia Ink' };

function stubNavigator(overrides: { share?: unknown; clipboard?: unknown }) {
  for (const [key, value] of Object.entries(overrides)) {
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
}

describe('the share button', () => {
  afterEach(() => stubNavigator({ share: undefined, clipboard: undefined }));

  it("uses the device's share sheet when there is one", async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ share, clipboard: { writeText } });
    renderWithProviders(<ShareButton {...props} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: props.title, text: props.text, url: props.url });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says nothing when the share sheet is cancelled', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    stubNavigator({
      share: vi.fn(async () => Promise.reject(new DOMException('cancelled', 'AbortError'))),
      clipboard: { writeText },
    });
    renderWithProviders(<ShareButton {...props} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("copies the link elsewhere, with 'Lien copié'", async () => {
    // user-event brings its own clipboard: set ours after it.
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } });
    renderWithProviders(<ShareButton {...props} />, { lng: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Partager' }));
    expect(writeText).toHaveBeenCalledWith(props.url);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Lien copié'));
  });

  it("says 'Erreur lors de la copie du lien' when copying fails", async () => {
    const user = userEvent.setup();
    stubNavigator({
      share: undefined,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    renderWithProviders(<ShareButton {...props} />, { lng: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Partager' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur lors de la copie du lien');
  });
});
