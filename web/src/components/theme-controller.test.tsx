import { act, screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeThemePreference } from '#web/src/lib/theme.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { ThemeController } from './theme-controller.tsx';
import { ThemeSwitcher } from './theme-switcher.tsx';

function routes() {
  return [
    {
      element: (
        <>
          <ThemeController />
          <ThemeSwitcher />
          <Outlet />
        </>
      ),
      children: [
        { path: '/plain', element: <p>plain</p> },
        { path: '/forced', element: <p>forced</p>, handle: { forceTheme: 'dark' } },
      ],
    },
  ];
}

describe('the theme controller', () => {
  beforeEach(() => localStorage.clear());

  it("applies the user's choice to <html data-theme>", async () => {
    renderRoutes(routes(), '/plain');
    await screen.findByText('plain');
    act(() => writeThemePreference('dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => writeThemePreference('light'));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect((screen.getByLabelText('Theme') as HTMLSelectElement).value).toBe('light');
  });

  it('lets a route force its colour mode (handle.forceTheme)', async () => {
    writeThemePreference('light');
    renderRoutes(routes(), '/forced');
    await screen.findByText('forced');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
