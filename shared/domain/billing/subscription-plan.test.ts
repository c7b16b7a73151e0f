import { describe, expect, it } from 'vitest';
import { planChange, planOf } from './subscription-plan.ts';

describe('the plan a subscription gives', () => {
  it('is Pro while Stripe counts it as paying (past_due while retrying), Free once it ends', () => {
    expect(['active', 'trialing', 'past_due'].map((status) => planOf({ status }))).toEqual([
      'pro',
      'pro',
      'pro',
    ]);
    expect(
      ['canceled', 'unpaid', 'incomplete', 'incomplete_expired'].map((status) => planOf({ status })),
    ).toEqual(['free', 'free', 'free', 'free']);
  });

  it('names the change the artist is told about, and nothing when nothing changed', () => {
    const pro = {
      plan: 'pro' as const,
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2027-11-26T10:00:00.000Z',
      billingInterval: 'yearly' as const,
    };
    expect(planChange({ plan: 'free' }, pro)).toBe('upgraded');
    expect(planChange(pro, { ...pro, cancelAtPeriodEnd: true })).toBe('cancel-scheduled');
    expect(planChange({ ...pro, cancelAtPeriodEnd: true }, pro)).toBe('cancel-withdrawn');
    expect(planChange(pro, { ...pro, subscriptionStatus: 'past_due' })).toBe('status');
    expect(planChange(pro, { ...pro, currentPeriodEnd: '2028-11-26T10:00:00.000Z' })).toBe('renewal-changed');
    expect(planChange(pro, { plan: 'free', subscriptionStatus: 'canceled' })).toBe('downgraded');
    expect(planChange(pro, { ...pro })).toBeUndefined();
    expect(planChange({ plan: 'free' }, { plan: 'free', subscriptionStatus: 'canceled' })).toBeUndefined();
  });
});
