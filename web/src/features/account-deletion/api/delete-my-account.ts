import type { AccountDeletion } from '#shared/api/contracts/account.ts';
import * as accountEndpoints from '#shared/api/endpoints/account.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/deletion` of `shared/api/routes.ts` (`deleteMyAccount`): the account is gone after it. */
export function deleteMyAccount(confirmPseudo: string): Promise<AccountDeletion> {
  return artistApi.post<AccountDeletion>(accountEndpoints.deleteMyAccount.path, { confirmPseudo });
}
