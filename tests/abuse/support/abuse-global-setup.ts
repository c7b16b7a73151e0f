import type { TestProject } from 'vitest/node';
import { setupLocalCloud } from '#tests/support/integration-global-setup.ts';

/**
 * The attack tier's local cloud: the integration tier's, with a cart hold of a few seconds (a stage
 * setting, ADR 0067), so a test sees the slots a flood of unconfirmed requests held bookable again.
 */
export const ABUSE_CART_HOLD_SECONDS = 6;

export default function setup(project: TestProject) {
  return setupLocalCloud(project, { cartHoldSeconds: ABUSE_CART_HOLD_SECONDS });
}
