import { portalSessionLoader } from '#web/src/app/guards/portal-session.ts';
import { hasPortalSession } from '#web/src/lib/portal-session.ts';

/** Guards the portal's pages (not its login pages): a stored session, or one the refresh cookie restores. */
export const loader = portalSessionLoader(hasPortalSession);
