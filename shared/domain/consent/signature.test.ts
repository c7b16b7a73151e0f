import { describe, expect, it } from 'vitest';
import { signConsentInput } from '#shared/api/contracts/consent.ts';
import { SIGNATURE_BOUNDS, signaturePath, toSignatureBox } from './signature.ts';

const body = (signature: unknown) => ({
  language: 'en',
  formVersion: 1,
  fullName: 'Ada Lovelace',
  dateOfBirth: '1990-12-10',
  answers: [],
  acknowledged: [],
  photoUse: false,
  signature,
});

describe('toSignatureBox', () => {
  it('scales the pad’s points into the box, rounded and clamped', () => {
    const strokes = toSignatureBox(
      [
        [
          { x: 0, y: 0 },
          { x: 150, y: 50.4 },
          { x: 400, y: -3 },
        ],
      ],
      { width: 300, height: 100 },
    );
    expect(strokes).toEqual([
      [
        [0, 0],
        [300, 101],
        [600, 0],
      ],
    ]);
  });

  it('cuts what goes beyond the bounds, so the contract always takes what the pad sends', () => {
    const many = Array.from({ length: 60 }, () => Array.from({ length: 100 }, (_, i) => ({ x: i, y: i })));
    const strokes = toSignatureBox(many, { width: 600, height: 200 });
    expect(strokes.length).toBeLessThanOrEqual(SIGNATURE_BOUNDS.maxStrokes);
    expect(strokes.flat().length).toBe(SIGNATURE_BOUNDS.maxPoints);
    expect(signConsentInput.safeParse(body({ kind: 'drawn', strokes })).success).toBe(true);
  });
});

describe('the signature contract', () => {
  it('refuses too many points, a point out of the box, fractions, and an image', () => {
    const tooMany = [Array.from({ length: SIGNATURE_BOUNDS.maxPoints + 1 }, () => [1, 1])];
    expect(signConsentInput.safeParse(body({ kind: 'drawn', strokes: tooMany })).success).toBe(false);
    expect(
      signConsentInput.safeParse(
        body({
          kind: 'drawn',
          strokes: [
            [
              [601, 1],
              [2, 2],
            ],
          ],
        }),
      ).success,
    ).toBe(false);
    expect(
      signConsentInput.safeParse(
        body({
          kind: 'drawn',
          strokes: [
            [
              [1.5, 1],
              [2, 2],
            ],
          ],
        }),
      ).success,
    ).toBe(false);
    expect(
      signConsentInput.safeParse(body({ kind: 'image', data: 'data:image/png;base64,AAAA' })).success,
    ).toBe(false);
    expect(signConsentInput.safeParse(body({ kind: 'drawn', strokes: [[[1, 1]]] })).success).toBe(false);
  });

  it('takes a drawn signature within bounds and a typed one', () => {
    expect(
      signConsentInput.safeParse(
        body({
          kind: 'drawn',
          strokes: [
            [
              [1, 1],
              [20, 30],
            ],
          ],
        }),
      ).success,
    ).toBe(true);
    expect(signConsentInput.safeParse(body({ kind: 'typed', text: 'Ada Lovelace' })).success).toBe(true);
    expect(signConsentInput.safeParse(body({ kind: 'typed', text: 'x'.repeat(81) })).success).toBe(false);
  });
});

describe('signaturePath', () => {
  it('writes each stroke as a move then lines, a dot as a tiny line', () => {
    expect(
      signaturePath([
        [
          [1, 2],
          [3, 4],
        ],
        [[10, 10]],
      ]),
    ).toBe('M1 2 L3 4 M10 10 L11 10');
  });
});
