import { describe, expect, it } from 'vitest';
import { appPaths, artistPaths, pathTo, portalPaths, sitePaths } from './paths.ts';

describe('the app paths', () => {
  it('fill a pattern with encoded values', () => {
    expect(pathTo(appPaths.request, { id: 'r/1' })).toBe('/app/requests/r%2F1');
    expect(pathTo(artistPaths.flash, { pseudo: 'ink-mia', id: 'f1' })).toBe('/ink-mia/flashs/f1');
  });

  it('drop an optional segment left out, and keep it when given', () => {
    expect(pathTo(appPaths.messages, {})).toBe('/app/messages');
    expect(pathTo(portalPaths.messages, { conversationId: 'c1' })).toBe('/portal/messages/c1');
    expect(pathTo(artistPaths.form, { pseudo: 'ink-mia' })).toBe('/ink-mia/form');
    expect(pathTo(artistPaths.form, { pseudo: 'ink-mia', type: 'flash' })).toBe('/ink-mia/form/flash');
    expect(pathTo(sitePaths.superadmin, { section: 'triage' })).toBe('/superadmin/triage');
  });

  it('refuse a missing required value', () => {
    expect(() => pathTo(appPaths.booking, {} as { id: string })).toThrow('missing path parameter id');
  });

  it('write every path absolute, under its area', () => {
    for (const path of Object.values(appPaths)) expect(path).toMatch(/^\/app(\/|$)/);
    for (const path of Object.values(portalPaths)) expect(path).toMatch(/^\/portal(\/|$)/);
    for (const path of Object.values(artistPaths)) expect(path).toMatch(/^\/:pseudo(\/|$)/);
  });
});
