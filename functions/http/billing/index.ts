import { routeGroup } from '../../lib/route-group.ts';
import { handler as receiveStripeWebhook } from './receive-stripe-webhook.ts';

export const handler = routeGroup('billing', { receiveStripeWebhook });
