import { artistRestored } from '#events/definitions/admin.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireSuperadmin } from '#functions/lib/require-superadmin.ts';
import { ApiError } from '#shared/api/errors.ts';
import { adminRoutes } from '#shared/api/routes/admin.ts';
import { adminArtistView, auditFields } from './admin-views.ts';

/**
 * `DELETE /admin/artists/{artistId}/suspension`: the artist's page and form come back. The change,
 * its audit entry and `artist.restored` are one transaction; an active artist changes nothing.
 */
export const handler = httpHandler(
  adminRoutes.restoreArtist,
  async ({ caller, event: request, params, correlationId }) => {
    const admin = await requireSuperadmin(caller, request);
    const db = getDb();
    const { data: artist } = await db.entities.artist.get({ artistId: params.artistId }).go();
    if (!artist) throw new ApiError(404, 'not_found');
    if (!artist.suspendedAt) return adminArtistView(artist);
    const now = new Date();
    const event = outboxItem(
      artistRestored,
      { artistId: artist.artistId, pseudo: artist.pseudo, adminId: admin.adminId },
      { correlationId, now },
    );
    const result = await db.transaction
      .write(({ artist: artists, auditEntry, outboxEvent }) => [
        artists
          .patch({ artistId: artist.artistId })
          .remove(['suspendedAt', 'suspensionReason'])
          .where(({ suspendedAt }, { exists }) => exists(suspendedAt))
          .commit(),
        auditEntry.create(auditFields(admin, 'artist.restored', artist.artistId, undefined, now)).commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (result.canceled) {
      const { data: current } = await db.entities.artist.get({ artistId: artist.artistId }).go();
      if (current && !current.suspendedAt) return adminArtistView(current);
      throw new ApiError(409, 'conflict');
    }
    const { suspendedAt: _at, suspensionReason: _reason, ...active } = artist;
    return adminArtistView(active);
  },
);
