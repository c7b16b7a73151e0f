import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DRAW_ALGORITHM } from './opening.ts';
import { drawHolds, drawSeed, drawWinners, runDraw, sortedEntrants } from './opening-draw.ts';

const seed = `${'00'.repeat(31)}2a`;
const ids = Array.from({ length: 10 }, (_, index) => `r${String(index).padStart(2, '0')}`);

describe("an opening's draw", () => {
  it('picks the winners ADR 0096 documents: pinned figures, computed by a reference of the algorithm outside this code', () => {
    expect(drawWinners(seed, ids, 3)).toEqual(['r07', 'r02', 'r04']);
    expect(drawWinners(seed, ids, 10)).toEqual([
      'r07',
      'r02',
      'r04',
      'r06',
      'r09',
      'r03',
      'r08',
      'r01',
      'r00',
      'r05',
    ]);
    expect(drawWinners('ff'.repeat(32), ['b', 'a', 'c', 'a'], 5)).toEqual(['c', 'b', 'a']);
  });

  it('does not depend on the order the entrants came in, nor on repeats', () => {
    const shuffled = [...ids].reverse().concat(['r03', 'r07']);
    expect(drawWinners(seed, shuffled, 3)).toEqual(drawWinners(seed, ids, 3));
    expect(sortedEntrants(shuffled)).toEqual(ids);
  });

  it('draws everyone when there are no more entrants than the cap, and no one from no entrant', () => {
    expect([...drawWinners(seed, ids, 20)].sort()).toEqual(ids);
    expect(drawWinners(seed, [], 20)).toEqual([]);
    expect(drawWinners(seed, ids, 0)).toEqual([]);
  });

  it('changes with the seed, and refuses a seed that is not 32 bytes in hex', () => {
    expect(drawWinners('ff'.repeat(32), ids, 3)).not.toEqual(drawWinners(seed, ids, 3));
    expect(() => drawWinners('2a', ids, 3)).toThrow();
    expect(() => drawWinners('ZZ'.repeat(32), ids, 3)).toThrow();
    expect(drawSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(drawSeed()).not.toBe(drawSeed());
  });

  it('is recomputed from its record, and a record whose winners were changed does not hold', () => {
    const record = runDraw([...ids].reverse(), 4);
    expect(record.algorithm).toBe(DRAW_ALGORITHM);
    expect(record.entrants).toEqual(ids);
    expect(record.winners).toHaveLength(4);
    expect(new Set(record.winners).size).toBe(4);
    expect(drawHolds(record)).toBe(true);
    const loser = ids.find((id) => !record.winners.includes(id))!;
    expect(drawHolds({ ...record, winners: [loser, ...record.winners.slice(1)] })).toBe(false);
    expect(drawHolds({ ...record, cap: 5 })).toBe(false);
  });

  it('gives every entrant the same chance: 3 entrants, one place, 3000 seeds', () => {
    const wins: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (let n = 0; n < 3000; n++) {
      const drawn = createHash('sha256').update(`seed ${n}`).digest('hex');
      const [winner] = drawWinners(drawn, ['a', 'b', 'c'], 1);
      wins[winner!]! += 1;
    }
    // Expected 1000 each; 5 standard deviations (about 26 each) either side.
    for (const count of Object.values(wins)) expect(Math.abs(count - 1000)).toBeLessThan(130);
  });
});
