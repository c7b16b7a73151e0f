import { describe, expect, it } from 'vitest';
import { transactionItemUnits, writtenEntities } from './dynamodb-meter.ts';

const transactionFloor = (input: Parameters<typeof transactionItemUnits>[0]) =>
  transactionItemUnits(input).reduce((sum, units) => sum + units, 0);

describe('writtenEntities: what `npm run cost` counts per entity', () => {
  it('names a put by its ElectroDB entity, an update or a delete by its sort key', () => {
    expect(writtenEntities({ Item: { __edb_e__: { S: 'slotHold' }, sk: { S: '$x_1' } } })).toEqual([
      'slothold',
    ]);
    expect(
      writtenEntities({ Key: { sk: { S: '$slothold_1#slicestart_2026-05-02T08:00:00.000Z' } } }),
    ).toEqual(['slothold']);
    expect(writtenEntities({ Key: { sk: { S: '$artistpage#artist_1' } } })).toEqual(['artist']);
    expect(writtenEntities({ Key: { pk: { S: 'raw' } } })).toEqual(['other']);
  });

  it('counts each item of a transaction or a batch, condition checks included', () => {
    expect(
      writtenEntities({
        TransactItems: [
          { Put: { Item: { __edb_e__: { S: 'bookingRequest' } } } },
          { Update: { Key: { sk: { S: '$slothold_1#slicestart_a' } } } },
          { Delete: { Key: { sk: { S: '$slothold_1#slicestart_b' } } } },
          { ConditionCheck: { Key: { sk: { S: '$emailsuppression_1#email_c' } } } },
        ],
      }),
    ).toEqual(['bookingrequest', 'slothold', 'slothold', 'emailsuppression']);
    expect(
      writtenEntities({
        RequestItems: {
          table: [
            { PutRequest: { Item: { __edb_e__: { S: 'statsCounter' } } } },
            { DeleteRequest: { Key: { sk: { S: '$outboxevent_1#id_d' } } } },
          ],
        },
      }),
    ).toEqual(['statscounter', 'outboxevent']);
  });
});

describe('transactionFloor: a transaction as AWS bills it', () => {
  it('bills 2 WRU per item per started KB, each item apart', () => {
    const small = { Put: { Item: { pk: { S: 'a' }, n: { N: '12' } } } };
    const big = { Put: { Item: { pk: { S: 'b' }, text: { S: 'x'.repeat(2500) } } } };
    const update = { Update: { Key: { pk: { S: 'c' } } } };
    expect(transactionFloor({ TransactItems: Array.from({ length: 10 }, () => small) })).toBe(20);
    expect(transactionFloor({ TransactItems: [small, big, update] })).toBe(2 + 6 + 2);
    expect(transactionFloor({ Item: { pk: { S: 'single' } } })).toBe(0);
  });

  it('sizes nested maps and lists', () => {
    const nested = { M: { a: { L: Array.from({ length: 40 }, () => ({ S: 'y'.repeat(30) })) } } };
    expect(transactionFloor({ TransactItems: [{ Put: { Item: { pk: { S: 'p' }, nested } } }] })).toBe(4);
  });
});

describe('transactionItemUnits: the units of each item, to name by entity', () => {
  it('gives each item its own units, in order', () => {
    const big = { Put: { Item: { pk: { S: 'b' }, text: { S: 'x'.repeat(1500) } } } };
    expect(transactionItemUnits({ TransactItems: [{ Delete: { Key: { pk: { S: 'a' } } } }, big] })).toEqual([
      2, 4,
    ]);
  });
});

describe('transactionItemUnits with the items as they were', () => {
  it('bills an update or a delete by the item it touches', () => {
    const before = { pk: { S: 'r' }, history: { S: 'h'.repeat(2100) } };
    const input = {
      TransactItems: [{ Update: { Key: { pk: { S: 'r' } } } }, { Delete: { Key: { pk: { S: 's' } } } }],
    };
    expect(transactionItemUnits(input, [before, undefined])).toEqual([6, 2]);
  });
});
