import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/api.ts';
import {
  type BookingArtist,
  everyDay,
  proArtist,
  requestBody,
  slotIds,
  slotsOf,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';

/**
 * A thousand malformed bodies on the public request endpoint, as a careless or hostile client sends
 * them: random JSON, valid bodies with one field replaced or removed, and raw text. None may answer a
 * 5xx; each answer is a JSON error or a created request.
 */
const { db } = cloudAndDb();

let artist: BookingArtist;
let slotId: string;
beforeAll(async () => {
  artist = await proArtist(db, everyDay(['10:00', 60], ['14:00', 120]));
  slotId = slotIds((await slotsOf(artist.pseudo)).json)[0]!;
});

const PATHS = [
  ['idempotencyKey'],
  ['projectType'],
  ['flashId'],
  ['description'],
  ['description', 'placement'],
  ['description', 'size'],
  ['description', 'text'],
  ['referenceImageIds'],
  ['slotId'],
  ['client'],
  ['client', 'firstName'],
  ['client', 'lastName'],
  ['client', 'age'],
  ['client', 'email'],
  ['client', 'instagram'],
  ['client', 'alreadyTattooed'],
  ['locale'],
] as const;

/** A JSON value likely to trip a parser: edge numbers, long or odd strings, nesting, wrong types. */
const nasty = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    null,
    '',
    ' ',
    -1,
    0,
    1e308,
    -0,
    15.5,
    '2026-02-30T10:00/60',
    '../../etc',
    '<script>',
    '\u0000',
  ),
  fc.string({ maxLength: 3000 }),
  fc.array(fc.uuid(), { maxLength: 12 }),
  fc.uuid(),
  fc.constantFrom('flash', 'custom', 'touchup', 'fr', 'en', 'es', 'x@y.z'),
);

function withValue(body: Record<string, unknown>, path: readonly string[], value: unknown, remove: boolean) {
  const copy = structuredClone(body);
  let target = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (remove) delete target[last];
  else target[last] = value;
  return copy;
}

const malformed = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => ({ json: value })),
  fc
    .tuple(
      fc.constantFrom(...PATHS),
      nasty,
      fc.boolean(),
      fc.constantFrom<'flash' | 'custom' | 'touchup'>('flash', 'custom', 'touchup'),
    )
    .map(([path, value, remove, projectType]) => ({
      json: withValue({ ...requestBody(slotId), projectType }, path, value, remove),
    })),
  fc.string({ maxLength: 200 }).map((text) => ({ raw: text })),
);

describe('POST /artists/{pseudo}/requests with malformed bodies', () => {
  it('answers 1000 of them without a single 5xx', { timeout: 300_000 }, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(malformed, async (input) => {
        const answer =
          'raw' in input
            ? await api(`/artists/${artist.pseudo}/requests`, {
                method: 'POST',
                body: input.raw,
                headers: { 'content-type': 'application/json' },
              })
            : await api(`/artists/${artist.pseudo}/requests`, {
                method: 'POST',
                body: typeof input.json === 'string' ? JSON.stringify(input.json) : input.json,
                headers: { 'content-type': 'application/json' },
              });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status, answer.text).toBeLessThan(500);
        expect(answer.json).toBeTypeOf('object');
      }),
      { numRuns: 1000 },
    );
    console.log('statuses of the malformed bodies:', Object.fromEntries(statuses));
    expect([...statuses.keys()].every((status) => [201, 400, 404, 409, 413, 415].includes(status))).toBe(
      true,
    );
    expect(statuses.get(400)).toBeGreaterThan(500);
  });
});
