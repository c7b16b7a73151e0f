import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_INDEX_HTML, forgetSpaIndex, INDEX_TTL_MS, spaIndexHtml } from './spa-index.ts';

const html = (text: string, status = 200, type = 'text/html; charset=utf-8') =>
  new Response(text, { status, headers: { 'content-type': type } });

describe("the SPA's artist-page.html for link previews", () => {
  beforeEach(() => forgetSpaIndex());

  it("fetches the app origin's artist-page.html and keeps it for a minute", async () => {
    const fetch = vi.fn(async () => html('<html>v1</html>'));
    expect(await spaIndexHtml('https://inkslot.app', 0, fetch)).toBe('<html>v1</html>');
    expect(fetch).toHaveBeenCalledWith('https://inkslot.app/artist-page.html', expect.anything());
    expect(await spaIndexHtml('https://inkslot.app', INDEX_TTL_MS - 1, fetch)).toBe('<html>v1</html>');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the last good copy when the origin fails, and has a shell before any', async () => {
    expect(
      await spaIndexHtml(
        'https://inkslot.app',
        0,
        vi.fn(async () => html('nope', 503)),
      ),
    ).toBe(FALLBACK_INDEX_HTML);
    await spaIndexHtml(
      'https://inkslot.app',
      0,
      vi.fn(async () => html('<html>v2</html>')),
    );
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    expect(await spaIndexHtml('https://inkslot.app', INDEX_TTL_MS + 1, failing)).toBe('<html>v2</html>');
    const notHtml = vi.fn(async () => html('{}', 200, 'application/json'));
    expect(await spaIndexHtml('https://inkslot.app', 3 * INDEX_TTL_MS, notHtml)).toBe('<html>v2</html>');
  });

  it("keeps the app's index.html (the booking form's page, ADR 0106) apart from artist-page.html", async () => {
    const fetch = vi.fn(async (url: string | URL | Request) => html(`<html>${String(url)}</html>`));
    expect(await spaIndexHtml('https://inkslot.app', 0, fetch, '/index.html')).toBe(
      '<html>https://inkslot.app/index.html</html>',
    );
    expect(await spaIndexHtml('https://inkslot.app', 1, fetch)).toBe(
      '<html>https://inkslot.app/artist-page.html</html>',
    );
    expect(await spaIndexHtml('https://inkslot.app', 2, fetch, '/index.html')).toBe(
      '<html>https://inkslot.app/index.html</html>',
    );
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
