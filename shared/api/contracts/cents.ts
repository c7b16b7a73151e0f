import * as z from 'zod';
import { PORTFOLIO_LIMITS } from '#shared/domain/portfolio-limits.ts';

/** An amount in whole cents (a price, a deposit), with the message to show when it is missing. */
export const cents = (requiredKey: string) =>
  z
    .number({ error: requiredKey })
    .int({ error: 'validation.lifecycle.amountInvalid' })
    .min(0, { error: 'validation.lifecycle.amountNegative' })
    .max(PORTFOLIO_LIMITS.priceMaxCents, { error: 'validation.lifecycle.amountTooHigh' });
