import { HISTORY_ACTIONS } from '#shared/domain/lifecycle/history.ts';

/** A request's or a booking's history (shared/domain/lifecycle/history.ts), as an ElectroDB list. */
export const historyAttribute = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      at: { type: 'string', required: true },
      action: { type: HISTORY_ACTIONS, required: true },
      by: { type: ['artist', 'client'] as const, required: true },
      /** For a move: the slot left and the slot taken (UTC starts). */
      fromStart: { type: 'string' },
      toStart: { type: 'string' },
      /** For a payment update: the new state. */
      paymentState: { type: 'string' },
    },
  },
} as const;
