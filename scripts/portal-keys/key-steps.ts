import type { JWK } from 'jose';

export type KeyStep = 'create' | 'add' | 'promote' | 'retire';

/**
 * One step of the portal signing keys' life, on the parameter's key list (the first key signs, all
 * are published in the JWKS):
 * - `create`: the first key (refused if there is one);
 * - `add`: a new key at the end: published, not signing yet;
 * - `promote`: the last key signs from now on (moved first), the others stay published;
 * - `retire`: only the signing key stays (after tokens of the others expired: 15 minutes).
 */
export function applyKeyStep(keys: JWK[], step: KeyStep, fresh: () => Promise<JWK>): Promise<JWK[]> | JWK[] {
  switch (step) {
    case 'create':
      if (keys.length > 0) throw new Error('the parameter already holds keys: use add, promote, retire');
      return fresh().then((key) => [key]);
    case 'add':
      return fresh().then((key) => [...keys, key]);
    case 'promote':
      if (keys.length < 2) throw new Error('nothing to promote: add a key first');
      return [keys.at(-1)!, ...keys.slice(0, -1)];
    case 'retire':
      if (keys.length === 0) throw new Error('no key to keep');
      return [keys[0]!];
  }
}
