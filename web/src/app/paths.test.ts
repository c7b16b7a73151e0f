import { describe, expect, it } from 'vitest';
import { paths, pathTo } from './paths.ts';

describe('the app paths', () => {
  it('fill a pattern with encoded values', () => {
    expect(pathTo(paths.app.request, { id: 'r/1' })).toBe('/app/requests/r%2F1');
    expect(pathTo(paths.artist.flash, { pseudo: 'ink-mia', id: 'f1' })).toBe('/ink-mia/flashs/f1');
  });

  it('drop an optional segment left out, and keep it when given', () => {
    expect(pathTo(paths.app.messages, {})).toBe('/app/messages');
    expect(pathTo(paths.portal.messages, { conversationId: 'c1' })).toBe('/portal/messages/c1');
    expect(pathTo(paths.artist.form, { pseudo: 'ink-mia' })).toBe('/ink-mia/form');
    expect(pathTo(paths.artist.form, { pseudo: 'ink-mia', type: 'flash' })).toBe('/ink-mia/form/flash');
    expect(pathTo(paths.superadmin, { section: 'triage' })).toBe('/superadmin/triage');
  });

  it('refuse a missing required value', () => {
    expect(() => pathTo(paths.app.booking, {} as { id: string })).toThrow('missing path parameter id');
  });

  it('write every path absolute, under its area', () => {
    for (const path of Object.values(paths.app)) expect(path).toMatch(/^\/app(\/|$)/);
    for (const path of Object.values(paths.portal)) expect(path).toMatch(/^\/portal(\/|$)/);
    for (const path of Object.values(paths.artist)) expect(path).toMatch(/^\/:pseudo(\/|$)/);
  });
});
