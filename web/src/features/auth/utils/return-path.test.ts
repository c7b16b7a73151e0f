import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('the return path after sign-in', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnPath('/app/settings/plan?tab=1')).toBe('/app/settings/plan?tab=1');
  });

  it('refuses other origins and nothing', () => {
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example', 'app', '', null]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});
