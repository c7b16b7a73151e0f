import { describe, expect, it } from 'vitest';
import { groupsOf } from '#functions/lib/caller.ts';
import { apiGatewayClaims } from './jwt-claims.ts';

describe('apiGatewayClaims', () => {
  it('turns every claim into the string API Gateway hands over', () => {
    const claims = apiGatewayClaims({
      sub: 'abc',
      exp: 1_800_000_000,
      email_verified: true,
      'cognito:groups': ['artist', 'superadmin'],
      address: { country: 'FR' },
      nothing: undefined,
    });
    expect(claims).toEqual({
      sub: 'abc',
      exp: '1800000000',
      email_verified: 'true',
      'cognito:groups': '[artist superadmin]',
      address: '{"country":"FR"}',
    });
  });

  it("gives groups in the form the handlers' caller parsing reads", () => {
    expect(groupsOf(apiGatewayClaims({ 'cognito:groups': ['artist'] })['cognito:groups'])).toEqual([
      'artist',
    ]);
  });
});
