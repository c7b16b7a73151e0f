import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyTheme,
  readThemePreference,
  resolveTheme,
  THEME_STORAGE_KEY,
  writeThemePreference,
} from './theme.ts';

describe('the theme', () => {
  beforeEach(() => localStorage.clear());

  it('follows the system until the user picks one', () => {
    expect(readThemePreference()).toBe('system');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('is kept in localStorage', () => {
    writeThemePreference('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(readThemePreference()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'neon');
    expect(readThemePreference()).toBe('system');
  });

  it("gives way to a page's forced theme", () => {
    expect(resolveTheme('light', false, 'dark')).toBe('dark');
    expect(resolveTheme('dark', true, 'light')).toBe('light');
  });

  it('is applied as data-theme on <html>', () => {
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
