import * as z from 'zod';
import { type AcceptRequestInput, acceptRequestInput } from '#shared/api/contracts/requests.ts';
import { amountToCents, centsToAmount } from '#shared/domain/money.ts';
import { decimalsOf, formatDecimal, parseDecimal } from '#web/src/lib/decimal-text.ts';

/**
 * The accept dialog's fields: amounts as typed in currency units (`150`, `45,50`). The fields are
 * named like the API's body, so the contract's own rules (`acceptRequestInput`: price required, at
 * most 2 decimals, the deposit never above the price) and the API's field errors land on them.
 */
export interface AcceptFormValues {
  priceCents: string;
  askDeposit: boolean;
  depositCents: string;
  /** A project of several sessions (ADR 0093): how many, and how its deposit applies. */
  asProject: boolean;
  planned: string;
  depositRule: 'last' | 'split';
}

/** Text typed in currency units, in whole cents; NaN when it is not an amount (the contract says so). */
function centsOf(text: string): number {
  const amount = parseDecimal(text);
  if (amount === undefined || decimalsOf(text) > 2) return Number.NaN;
  return amountToCents(amount);
}

/** The form's text checks, then the contract's: its output is the API's body. */
export const acceptFormSchema = z
  .object({
    priceCents: z.string().trim().min(1, { error: 'validation.lifecycle.priceRequired' }),
    askDeposit: z.boolean(),
    depositCents: z.string().trim(),
    asProject: z.boolean(),
    planned: z.string(),
    depositRule: z.enum(['last', 'split']),
  })
  .superRefine((values, context) => {
    if (values.priceCents && !Number.isFinite(centsOf(values.priceCents))) {
      context.addIssue({
        code: 'custom',
        path: ['priceCents'],
        message: 'validation.lifecycle.amountInvalid',
      });
    }
    if (!values.askDeposit) return;
    if (!values.depositCents) {
      context.addIssue({
        code: 'custom',
        path: ['depositCents'],
        message: 'web.requests.accept.depositRequired',
      });
    } else if (!Number.isFinite(centsOf(values.depositCents))) {
      context.addIssue({
        code: 'custom',
        path: ['depositCents'],
        message: 'validation.lifecycle.amountInvalid',
      });
    }
  })
  .transform(
    (values): AcceptRequestInput => ({
      priceCents: centsOf(values.priceCents),
      ...(values.askDeposit && { depositCents: centsOf(values.depositCents) }),
      ...(values.asProject && {
        sessions: { planned: Number(values.planned), depositRule: values.depositRule },
      }),
    }),
  )
  .pipe(acceptRequestInput);

/** The form's first values: a flash request starts at the flash's price. */
export function acceptFormDefaults(flashPriceCents: number | undefined, locale: string): AcceptFormValues {
  return {
    priceCents: flashPriceCents === undefined ? '' : formatDecimal(centsToAmount(flashPriceCents), locale),
    askDeposit: false,
    depositCents: '',
    asProject: false,
    planned: '3',
    depositRule: 'last',
  };
}
