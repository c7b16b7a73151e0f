import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path.ts';

describe('API paths', () => {
  it('fill the route table templates with encoded values', () => {
    expect(apiPath('/artists/{pseudo}', { pseudo: 'ink mia/../x' })).toBe('/artists/ink%20mia%2F..%2Fx');
    expect(apiPath('/me')).toBe('/me');
  });

  it('refuse a missing parameter', () => {
    expect(() => apiPath('/artists/{pseudo}')).toThrow(/pseudo/);
  });
});
