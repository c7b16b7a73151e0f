import { describe, expect, it } from 'vitest';
import { loggedRequest } from './logged-path.ts';

describe("the gateway's log line of a request", () => {
  const secret = 'q7Xw3mZ0cT8vK2bN5pR1sL9dF4gH6jA0eY3uI7oP2k';

  it('names an API request by its route, never by the secret in its path (ADR 0072)', () => {
    const line = loggedRequest('GET', `/api/calendar/${secret}.ics?x=1`);
    expect(line).toBe('GET /api/calendar/{feed}');
    expect(line).not.toContain(secret);
  });

  it('names other API requests by their route, and unknown ones without their path', () => {
    expect(loggedRequest('GET', '/api/artists/lea')).toBe('GET /api/artists/{pseudo}');
    expect(loggedRequest('GET', `/api/nothing/${secret}`)).toBe('GET /api (no route)');
  });

  it('keeps the path of a page or an asset, never its query', () => {
    expect(loggedRequest('GET', '/media/a/b/320.webp?token=x')).toBe('GET /media/a/b/320.webp');
  });
});
