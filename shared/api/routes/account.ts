import { accountDeletion, accountDeletionInput } from '#shared/api/contracts/account.ts';
import * as endpoints from '#shared/api/endpoints/account.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/** The artist's account itself (issue 13, item 3): deleting it. */
export const accountRoutes = defineRoutes(endpoints, {
  /**
   * Deletes the caller's account (ADR 0055): its own group, the only function allowed to delete a
   * Cognito user. Upcoming bookings are cancelled and pending requests declined (clients told), then
   * the account is gone and `artist.deleted` erases the rest.
   */
  deleteMyAccount: {
    handler: 'functions/http/account/delete-my-account.ts',
    contract: { body: accountDeletionInput, response: accountDeletion },
    // Erasure stays the artist's right while suspended (ADR 0070).
    allowedWhileSuspended: true,
  },
});
