import type { LoaderFunctionArgs } from 'react-router-dom';
import { PORTAL_LOGIN_PATH } from '../../lib/portal-auth-strategy.ts';
import { readAuthToken } from '../../lib/session-token.ts';
import { requireSession } from './require-session.ts';

/** The `auth` guard of `/portal/*` (login pages excepted): a stored portal session, else `/portal/login`. */
export function portalSessionLoader(hasSession: () => boolean = () => readAuthToken() !== null) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await requireSession(request, hasSession, PORTAL_LOGIN_PATH);
    return null;
  };
}
