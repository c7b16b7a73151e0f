import { createAppApiClient } from './api.ts';
import { artistAuth } from './cognito-session.ts';

/** Dispatched on `window` when the API refuses a write because the account is suspended (ADR 0070). */
export const ACCOUNT_SUSPENDED_EVENT = 'inkslot:account-suspended';

/**
 * The artist area's calls: Cognito ID token, renewed through Amplify. Loads Amplify. A refusal for a
 * suspended account is announced, so the workspace reads the account again and says why at once.
 */
export const artistApi = createAppApiClient(artistAuth, (error) => {
  if (error.code === 'account_suspended') window.dispatchEvent(new Event(ACCOUNT_SUSPENDED_EVENT));
});
