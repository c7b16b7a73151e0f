import { describe, expect, it } from 'vitest';
import { acceptFormDefaults, acceptFormSchema } from './accept-form.ts';

const parse = (
  priceCents: string,
  deposit?: string,
  project?: { planned: string; depositRule: 'last' | 'split' },
) =>
  acceptFormSchema.safeParse({
    priceCents,
    askDeposit: deposit !== undefined,
    depositCents: deposit ?? '',
    asProject: project !== undefined,
    planned: project?.planned ?? '3',
    depositRule: project?.depositRule ?? 'last',
  });

const messages = (result: ReturnType<typeof parse>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the accept form', () => {
  it('sends amounts typed in currency units as cents, the deposit only when asked', () => {
    expect(parse('150').data).toEqual({ priceCents: 15000 });
    expect(parse('150', '50').data).toEqual({ priceCents: 15000, depositCents: 5000 });
    expect(parse('45,50', '0.5').data).toEqual({ priceCents: 4550, depositCents: 50 });
  });

  it('sends a project of several sessions only when asked (ADR 0093)', () => {
    expect(parse('500', '150', { planned: '3', depositRule: 'split' }).data).toEqual({
      priceCents: 50000,
      depositCents: 15000,
      sessions: { planned: 3, depositRule: 'split' },
    });
    expect(messages(parse('500', undefined, { planned: '1', depositRule: 'last' }))).toEqual([
      ['sessions.planned', 'validation.lifecycle.sessionsPlanned'],
    ]);
  });

  it('says what is wrong with the contract’s own messages', () => {
    expect(messages(parse(''))).toEqual([['priceCents', 'validation.lifecycle.priceRequired']]);
    expect(messages(parse('12.345'))).toEqual([['priceCents', 'validation.lifecycle.amountInvalid']]);
    expect(messages(parse('abc', ''))).toEqual([
      ['priceCents', 'validation.lifecycle.amountInvalid'],
      ['depositCents', 'web.requests.accept.depositRequired'],
    ]);
    expect(messages(parse('100', '150'))).toEqual([
      ['depositCents', 'validation.lifecycle.depositAbovePrice'],
    ]);
    expect(messages(parse('100000'))).toEqual([['priceCents', 'validation.lifecycle.amountTooHigh']]);
    expect(messages(parse('-5'))).toEqual([['priceCents', 'validation.lifecycle.amountNegative']]);
  });

  it('starts a flash request at the flash’s price, in the reader’s decimals', () => {
    expect(acceptFormDefaults(12050, 'fr').priceCents).toBe('120,5');
    expect(acceptFormDefaults(12000, 'en').priceCents).toBe('120');
    expect(acceptFormDefaults(undefined, 'en')).toEqual({
      priceCents: '',
      askDeposit: false,
      depositCents: '',
      asProject: false,
      planned: '3',
      depositRule: 'last',
    });
  });
});
