import type { JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { applyKeyStep } from './key-steps.ts';

const key = (kid: string): JWK => ({ kty: 'RSA', kid });
const fresh = async () => key('new');

describe('portal signing key steps', () => {
  it('creates the first key once', async () => {
    expect(await applyKeyStep([], 'create', fresh)).toEqual([key('new')]);
    expect(() => applyKeyStep([key('a')], 'create', fresh)).toThrow(/already/);
  });

  it('rotates in three steps: add (published), promote (signs), retire (the old one goes)', async () => {
    const added = await applyKeyStep([key('old')], 'add', fresh);
    expect(added.map((k) => k.kid)).toEqual(['old', 'new']);
    const promoted = await applyKeyStep(added, 'promote', fresh);
    expect(promoted.map((k) => k.kid)).toEqual(['new', 'old']);
    expect((await applyKeyStep(promoted, 'retire', fresh)).map((k) => k.kid)).toEqual(['new']);
    expect(() => applyKeyStep([key('only')], 'promote', fresh)).toThrow(/add a key first/);
  });
});
