import * as z from 'zod';

/** `POST /me/deletion`: the artist types their page name (pseudo) to confirm (ADR 0055). */
export const accountDeletionInput = z.object({
  confirmPseudo: z.string().trim().min(1).max(64),
});

/** What the deletion did before it answered: the clients told, the pseudo's hold. */
export const accountDeletion = z.object({
  deletedAt: z.string(),
  /** Upcoming bookings cancelled (each client emailed, with a cancelling `.ics`). */
  cancelledBookings: z.number().int().min(0),
  /** Pending requests declined (each client emailed). */
  declinedRequests: z.number().int().min(0),
  /** Until when nobody can take the pseudo. */
  pseudoHeldUntil: z.string(),
});
export type AccountDeletion = z.infer<typeof accountDeletion>;
