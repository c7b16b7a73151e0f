import { hasPortalSession } from '../../../lib/portal-session.ts';
import { portalSessionLoader } from '../../guards/portal-session.ts';

/** Guards the portal's pages (not its login pages): a stored session, or one the refresh cookie restores. */
export const loader = portalSessionLoader(hasPortalSession);
