import type { AccountDeletion } from '../../../../../shared/api/contracts/account.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `POST /me/deletion` of `shared/api/routes.ts` (`deleteMyAccount`): the account is gone after it. */
export const deleteMyAccountEndpoint = { method: 'POST', path: '/me/deletion' } as const;

export function deleteMyAccount(confirmPseudo: string): Promise<AccountDeletion> {
  return artistApi.post<AccountDeletion>(deleteMyAccountEndpoint.path, { confirmPseudo });
}
