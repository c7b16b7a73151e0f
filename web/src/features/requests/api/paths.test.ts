import { describe, expect, it } from 'vitest';
import { myRequestsPath } from './list-my-requests.ts';

describe('the requests paths', () => {
  it('puts only the set filters in the query', () => {
    expect(myRequestsPath({ status: 'pending', order: 'oldest', priceMin: 0, type: undefined })).toBe(
      '/me/requests?status=pending&order=oldest&priceMin=0',
    );
  });
});
