import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '#web/src/components/ui/toast-host.tsx';
import { renderRoutes } from '#web/src/test/render.tsx';
import { Component as DesignPage } from './design.tsx';

describe('/app/design', () => {
  it('shows every component of the design system in the light and the dark theme', () => {
    renderRoutes([{ path: '/app/design', element: <DesignPage /> }], '/app/design');
    const panels = ['Light theme', 'Dark theme'].map((name) => screen.getByRole('region', { name }));
    expect(panels.map((panel) => panel.getAttribute('data-theme'))).toEqual(['light', 'dark']);
    for (const panel of panels) {
      const inside = within(panel);
      expect(inside.getByRole('button', { name: 'Save' }).className).toBe('button');
      expect(inside.getByRole('button', { name: 'Delete' }).className).toContain('button--danger');
      expect(inside.getByRole('button', { name: 'Copy the link' }).className).toContain('icon-button');
      expect(inside.getByText('Pro').className).toBe('badge badge--accent');
      expect(inside.getByRole('region', { name: 'Next appointment' }).className).toContain('card');
      expect(inside.getByRole('tablist', { name: 'Tabs' })).toBeTruthy();
      expect(inside.getByRole('radiogroup', { name: 'View' })).toBeTruthy();
      const revenue = inside.getAllByRole('term')[0];
      expect(revenue?.textContent).toBe('This week’s revenue');
      expect(revenue?.nextElementSibling?.textContent).toBe('1 240 €');
      expect(inside.getByRole('heading', { name: 'No flash yet' })).toBeTruthy();
      expect(inside.getByRole('status').textContent).toBe('Loading…');
      expect(inside.getByRole('textbox', { name: /Display name/ })).toBeTruthy();
      expect(inside.getByRole('combobox', { name: 'Country' })).toBeTruthy();
      expect(inside.getByRole('button', { name: 'Open the sheet' })).toBeTruthy();
      expect(inside.getByRole('button', { name: /Open the menu/ })).toBeTruthy();
    }
  });

  it('opens the sheet and the menu, moves between tabs and segments with the keyboard, and shows toasts', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/app/design',
          element: (
            <>
              <DesignPage />
              <ToastHost />
            </>
          ),
        },
      ],
      '/app/design',
    );
    const light = within(screen.getByRole('region', { name: 'Light theme' }));

    await user.click(light.getByRole('tab', { name: 'Upcoming 3' }));
    await user.keyboard('{ArrowRight}');
    expect(light.getByRole('tab', { name: 'Past 12' }).getAttribute('aria-selected')).toBe('true');
    expect(light.getByText('Twelve past appointments.')).toBeTruthy();

    await user.click(light.getByRole('radio', { name: 'Month' }));
    expect(light.getByRole('radio', { name: 'Month' }).getAttribute('aria-checked')).toBe('true');
    // Pressing the chosen segment keeps it chosen: a segmented control is never empty.
    await user.click(light.getByRole('radio', { name: 'Month' }));
    expect(light.getByRole('radio', { name: 'Month' }).getAttribute('aria-checked')).toBe('true');

    await user.click(light.getByRole('button', { name: 'Open the sheet' }));
    const sheet = await screen.findByRole('dialog', { name: 'All sections' });
    await user.keyboard('{Escape}');
    expect(sheet.isConnected).toBe(false);

    await user.click(light.getByRole('button', { name: 'Three toasts' }));
    expect(await screen.findByText('3 flashes deleted')).toBeTruthy();
  });
});
