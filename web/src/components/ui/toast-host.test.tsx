import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { successFeedback } from '#web/src/lib/feedback.ts';
import { dismissToast, showToast, useToasts } from '#web/src/lib/toasts.ts';
import { createTestI18n } from '#web/src/test/i18n.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { ToastHost } from './toast-host.tsx';

function Count() {
  return <output aria-label="toasts">{useToasts().length}</output>;
}

afterEach(() => {
  // Each test starts with no toast on screen.
  for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) act(() => dismissToast(id));
});

describe('toasts', () => {
  it('shows a title and a description in the singular and the plural, in the page’s language', async () => {
    const i18n = createTestI18n({ lng: 'fr' });
    const fr = (key: string, values: Record<string, unknown> = {}) => i18n.t(key, values) as string;
    renderWithProviders(<ToastHost />, { lng: 'fr' });
    expect(screen.queryByRole('region')).toBeNull();

    act(() => {
      showToast(successFeedback(fr, 'flash', 'delete', { title: 'Pivoine' }));
    });
    expect(await screen.findByText('Flash supprimé')).toBeTruthy();
    expect(screen.getByText('« Pivoine » n’apparaît plus sur votre page.')).toBeTruthy();

    act(() => {
      showToast(successFeedback(fr, 'flash', 'delete', { count: 3 }));
    });
    expect(await screen.findByText('3 flashs supprimés')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });

  it('closes with its button, and the same message twice shows once', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ToastHost />
        <Count />
      </>,
    );
    act(() => {
      showToast({ tone: 'success', title: 'Link copied' });
      showToast({ tone: 'success', title: 'Link copied' });
    });
    expect(screen.getByRole('status', { name: 'toasts' }).textContent).toBe('1');
    const title = await screen.findByText('Link copied');
    const toast = title.closest('li');
    if (!toast) throw new Error('no toast item');
    await user.click(within(toast).getByRole('button', { name: 'Close the notification' }));
    expect(screen.getByRole('status', { name: 'toasts' }).textContent).toBe('0');
  });

  it('keeps at most three on screen, the newest last', () => {
    renderWithProviders(<Count />);
    act(() => {
      for (const title of ['one', 'two', 'three', 'four']) showToast({ tone: 'success', title });
    });
    expect(screen.getByRole('status', { name: 'toasts' }).textContent).toBe('3');
  });
});
