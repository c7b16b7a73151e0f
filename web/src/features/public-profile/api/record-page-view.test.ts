import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '#web/src/lib/runtime-config.ts';
import { testConfig } from '#web/src/test/fixtures.ts';
import { recordPageView } from './record-page-view.ts';

describe('recordPageView', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setRuntimeConfig(testConfig);
  });

  it('sends one beacon per artist page and browser session, as JSON', async () => {
    const beacon = vi.fn(() => true);
    navigator.sendBeacon = beacon;
    recordPageView('Ink.Master', 'profile', 'fr');
    recordPageView('ink.master', 'profile', 'fr');
    recordPageView('ink.master', 'form', 'fr');
    expect(beacon).toHaveBeenCalledTimes(2);
    const [url, body] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe(`${testConfig.apiBaseUrl}/artists/Ink.Master/views`);
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await body.text())).toEqual({ page: 'profile', locale: 'fr' });
  });

  it('falls back to a keep-alive fetch when the browser refuses the beacon, and stays silent on failure', async () => {
    navigator.sendBeacon = vi.fn(() => false);
    const fetch = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetch);
    recordPageView('lou', 'form', 'en');
    expect(fetch).toHaveBeenCalledWith(
      `${testConfig.apiBaseUrl}/artists/lou/views`,
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    await Promise.resolve();
    vi.unstubAllGlobals();
  });
});
