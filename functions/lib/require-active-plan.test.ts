import { describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api/errors.ts';
import { requireActivePlan } from './require-active-plan.ts';

describe('requireActivePlan', () => {
  it('lets an active plan through, Free included', () => {
    const free = { plan: 'free' as const, planStatus: 'active' as const };
    expect(requireActivePlan(free)).toBe(free);
    expect(requireActivePlan({ plan: 'pro' as const, planStatus: 'active' as const }).plan).toBe('pro');
  });

  it('answers 403 subscription_inactive to an inactive plan (a Pro subscription whose payment failed)', () => {
    expect(() => requireActivePlan({ plan: 'pro' as const, planStatus: 'inactive' as const })).toThrow(
      expect.objectContaining({ status: 403, code: 'subscription_inactive' }) as ApiError,
    );
  });
});
