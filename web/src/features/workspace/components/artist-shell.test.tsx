import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#web/src/test/render.tsx';
import { ArtistShell } from './artist-shell.tsx';

function renderShell(path = '/app/requests', pendingCount = 3) {
  const account = {
    displayName: 'Mia Ink',
    pseudo: 'ink-mia',
    locale: 'en' as const,
    theme: 'system' as const,
    onLanguage: vi.fn(),
    onTheme: vi.fn(),
    onSignOut: vi.fn(),
  };
  const page = (
    <ArtistShell account={account} pendingCount={pendingCount}>
      <p>page content</p>
    </ArtistShell>
  );
  return { account, ...renderRoutes([{ path: '/app/*', element: page }], path) };
}

/** The sidebar's links after the phone's four tabs: the phone's "More" sheet. */
const MORE_LINKS = [
  'Availability',
  'Insights',
  'Profile',
  'Flashes',
  'Works',
  'Travels',
  'Settings',
  'Tutorials',
];

describe('the artist shell', () => {
  it('groups the sidebar as the artist works, marks the current page and counts pending requests', () => {
    renderShell();
    const [sidebar] = screen.getAllByRole('navigation', { name: 'Artist space' });
    if (!sidebar) throw new Error('no sidebar');
    const names = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Today', 'Requests3', 'Bookings', 'Messages', ...MORE_LINKS]);
    expect(
      within(sidebar)
        .getByRole('link', { name: /^Requests/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(sidebar)
        .getByRole('link', { name: /^Today/ })
        .getAttribute('aria-current'),
    ).toBeNull();
    expect(
      within(sidebar)
        .getByRole('link', { name: /^Messages/ })
        .getAttribute('href'),
    ).toBe('/app/messages');
    expect(screen.getByRole('main').textContent).toBe('page content');
  });

  it('opens the rest of the space in a sheet from the phone’s "More" tab', async () => {
    const user = userEvent.setup();
    renderShell('/app', 0);
    const tabbar = screen.getAllByRole('navigation', { name: 'Artist space' })[1];
    if (!tabbar) throw new Error('no tab bar');
    expect(
      within(tabbar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Today', 'Requests', 'Bookings', 'Messages']);
    await user.click(within(tabbar).getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog', { name: 'Everything' });
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(MORE_LINKS);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads the account menu on the first press: language and theme saved through the owner, sign out', async () => {
    const user = userEvent.setup();
    const { account } = renderShell('/app', 0);
    const [sidebarButton] = screen.getAllByRole('button', { name: /^Mia Ink( @[a-z0-9-]+)?, account menu$/ });
    if (!sidebarButton) throw new Error('no account button');
    await user.click(sidebarButton);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Español' }));
    expect(account.onLanguage).toHaveBeenCalledWith('es');
  });
});
