import { portalSessionLoader } from '../../guards/portal-session.ts';

/** Guards the portal's pages (not its login pages). */
export const loader = portalSessionLoader();
