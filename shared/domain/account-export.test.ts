import { describe, expect, it } from 'vitest';
import { accountExportFiles, exportedClients } from './account-export.ts';

const decode = (bytes: Uint8Array | undefined) => JSON.parse(new TextDecoder().decode(bytes));

describe('the account export', () => {
  it('lays out one JSON per kind and the images, without the table’s keys', () => {
    const files = accountExportFiles({
      exportedAt: '2026-11-26T10:00:00.000Z',
      account: { pk: '$inkslot#artistid_1', artistId: '1', pseudo: 'mia' },
      flashes: [{ flashId: 'f1', title: 'Rose', gsi1pk: 'x' }],
      works: [],
      travels: [],
      availabilities: [],
      requests: [
        { requestId: 'r1', client: { email: 'a@x.test', firstName: 'Ana' } },
        { requestId: 'r2', client: { email: 'a@x.test', firstName: 'Ana' } },
        { requestId: 'r3', client: { email: 'b@x.test', firstName: 'Bo' } },
      ],
      bookings: [],
      conversations: [{ conversationId: 'c1', messages: [{ seq: 1, text: 'Hello', sk: 'y' }] }],
      images: new Map([['img-1', new Uint8Array([1, 2, 3])]]),
    });
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'account.json',
      'availabilities.json',
      'bookings.json',
      'clients.json',
      'conversations.json',
      'flashes.json',
      'images/img-1.webp',
      'requests.json',
      'travels.json',
      'works.json',
    ]);
    expect(decode(files['account.json'])).toEqual({ artistId: '1', pseudo: 'mia' });
    expect(decode(files['flashes.json'])).toEqual([{ flashId: 'f1', title: 'Rose' }]);
    expect(decode(files['clients.json'])).toHaveLength(2);
    expect(decode(files['conversations.json'])).toEqual([
      { conversationId: 'c1', messages: [{ seq: 1, text: 'Hello' }] },
    ]);
    expect(files['images/img-1.webp']).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('lists each client of the requests once', () => {
    expect(exportedClients([{ client: { email: 'a' } }, { client: { email: 'a' } }, {}])).toEqual([
      { email: 'a' },
    ]);
  });
});
