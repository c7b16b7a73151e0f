import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '#web/src/components/layouts/site-header.tsx';
import { readThemePreference } from '#web/src/lib/theme.ts';
import { renderRoutes } from '#web/src/test/render.tsx';

describe('the public header’s language and theme menu', () => {
  beforeEach(() => localStorage.clear());

  it('has no select: one button named by the language it shows, whose menu changes the language and the theme', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <SiteHeader /> }], '/');
    expect(screen.queryByRole('combobox')).toBeNull();
    const button = screen.getByRole('button', { name: 'English, language and theme' });
    expect(button.textContent).toBe('English');

    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(menu).toBeTruthy();
    const english = screen.getByRole('menuitemradio', { name: 'English' });
    expect(english.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'Español' }).getAttribute('lang')).toBe('es');

    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(readThemePreference()).toBe('dark');

    await user.click(screen.getByRole('button', { name: /language and theme/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Español' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Español, idioma y tema' }).textContent).toBe('Español'),
    );
  });
});
