import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesPattern } from './pattern-matcher.ts';

const key = fc.constantFrom('a', 'b', 'state', 'detail-type', 'x.y');
const scalar = fc.oneof(
  fc.string(),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
  fc.boolean(),
  fc.constant(null),
);
/** A field path and an event holding `value` at that path. */
const eventWith = (value: fc.Arbitrary<unknown>) =>
  fc
    .tuple(fc.array(key, { minLength: 1, maxLength: 3 }), value, fc.dictionary(key, scalar))
    .map(([path, leaf, siblings]) => ({ path, leaf, event: nest(path, leaf, siblings) }));

function nest(path: string[], leaf: unknown, siblings: Record<string, unknown>): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  return { ...siblings, [head]: rest.length === 0 ? leaf : nest(rest, leaf, siblings) };
}

function patternAt(path: string[], match: unknown[]): Record<string, unknown> {
  return nest(path, match, {});
}

const eitherPattern = fc.constantFrom<Record<string, unknown>>(
  { a: [{ exists: true }] },
  { b: [{ prefix: '' }] },
  { state: [{ numeric: ['>', 0] }] },
  { a: [null] },
);

describe('pattern matcher properties', () => {
  it('an event matches the exact value it holds', () => {
    fc.assert(
      fc.property(eventWith(scalar), ({ path, leaf, event }) => {
        expect(matchesPattern(patternAt(path, [leaf]), event)).toBe(true);
      }),
    );
  });

  it('anything-but v is the opposite of v on a present string or number', () => {
    fc.assert(
      fc.property(
        eventWith(fc.oneof(fc.string(), fc.integer())),
        fc.oneof(fc.string(), fc.integer()),
        ({ path, event }, other) => {
          const exact = matchesPattern(patternAt(path, [other]), event);
          expect(matchesPattern(patternAt(path, [{ 'anything-but': other }]), event)).toBe(!exact);
        },
      ),
    );
  });

  it('exists true and exists false never agree', () => {
    fc.assert(
      fc.property(eventWith(scalar), fc.array(key, { minLength: 1, maxLength: 3 }), ({ event }, path) => {
        const present = matchesPattern(patternAt(path, [{ exists: true }]), event);
        expect(matchesPattern(patternAt(path, [{ exists: false }]), event)).toBe(!present);
      }),
    );
  });

  it('$or is the OR of its alternatives', () => {
    fc.assert(
      fc.property(fc.dictionary(key, scalar), eitherPattern, eitherPattern, (event, p, q) => {
        const expected = matchesPattern(p, event) || matchesPattern(q, event);
        expect(matchesPattern({ $or: [p, q] }, event)).toBe(expected);
      }),
    );
  });

  it('every prefix and suffix of a string matches, whatever the case with equals-ignore-case', () => {
    fc.assert(
      fc.property(eventWith(fc.string()), fc.nat(), ({ path, leaf, event }, cut) => {
        const text = leaf as string;
        const at = text.length === 0 ? 0 : cut % (text.length + 1);
        expect(matchesPattern(patternAt(path, [{ prefix: text.slice(0, at) }]), event)).toBe(true);
        expect(matchesPattern(patternAt(path, [{ suffix: text.slice(at) }]), event)).toBe(true);
        const upper = { 'equals-ignore-case': text.toUpperCase() };
        expect(matchesPattern(patternAt(path, [upper]), event)).toBe(true);
      }),
    );
  });

  it('a numeric range agrees with plain comparisons', () => {
    const n = fc.integer({ min: -1000, max: 1000 });
    fc.assert(
      fc.property(eventWith(n), n, n, ({ path, leaf, event }, x, y) => {
        const [low, high] = x < y ? [x, y] : [y - 1, y];
        const pattern = patternAt(path, [{ numeric: ['>=', low, '<', high] }]);
        const value = leaf as number;
        expect(matchesPattern(pattern, event)).toBe(value >= low && value < high);
      }),
    );
  });

  it('a wildcard without stars or backslashes is an exact string match', () => {
    const plain = fc.string().filter((s) => !s.includes('*') && !s.includes('\\'));
    fc.assert(
      fc.property(eventWith(fc.string()), plain, ({ path, leaf, event }, text) => {
        expect(matchesPattern(patternAt(path, [{ wildcard: text }]), event)).toBe(leaf === text);
      }),
    );
  });

  it('an array in the event matches when one of its elements would', () => {
    fc.assert(
      fc.property(fc.array(scalar, { minLength: 1, maxLength: 5 }), scalar, (values, wanted) => {
        const matched = matchesPattern({ v: [wanted] }, { v: values });
        expect(matched).toBe(values.some((value) => matchesPattern({ v: [wanted] }, { v: value })));
      }),
    );
  });
});
