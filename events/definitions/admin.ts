import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';

/** A superadmin's action on an artist's account (issue 13, item 8). */
const accountAction = {
  artistId: z.string().min(1),
  pseudo: z.string().min(1),
  /** The superadmin who acted. */
  adminId: z.string().min(1),
};

export const artistSuspended = defineEvent({
  detailType: 'artist.suspended',
  version: 1,
  description:
    'A superadmin suspended an artist: their public page shows an unavailable state and their form refuses requests; the edge cache drops the page.',
  payload: z.object({ ...accountAction, reason: z.string().min(1) }),
});

export const artistRestored = defineEvent({
  detailType: 'artist.restored',
  version: 1,
  description:
    'A superadmin restored a suspended artist: their page and form are back; the edge cache drops the page.',
  payload: z.object(accountAction),
});
