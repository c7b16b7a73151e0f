/**
 * The subscription rule (spec section 6, ADR "portfolio"): access needs an active plan, and the Free
 * plan counts as active. Only the plan's status matters: a Pro subscription whose payment failed is
 * `inactive`, whatever its plan.
 */
export function hasActivePlan(artist: { planStatus: 'active' | 'inactive' }): boolean {
  return artist.planStatus === 'active';
}
