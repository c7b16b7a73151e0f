import { artistSuspended } from '#events/definitions/admin.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireSuperadmin } from '#functions/lib/require-superadmin.ts';
import { ApiError } from '#shared/api/errors.ts';
import { adminRoutes } from '#shared/api/routes/admin.ts';
import { adminArtistView, auditFields } from './admin-views.ts';

/**
 * `PUT /admin/artists/{artistId}/suspension`: the artist's page becomes unavailable and their form
 * refuses requests; the artist sees the reason. The change, its audit entry and `artist.suspended`
 * (the edge cache drops the page) are one transaction. Suspending a suspended artist changes nothing.
 */
export const handler = httpHandler(
  adminRoutes.suspendArtist,
  async ({ caller, event: request, params, body, correlationId }) => {
    const admin = await requireSuperadmin(caller, request);
    const db = getDb();
    const { data: artist } = await db.entities.artist.get({ artistId: params.artistId }).go();
    if (!artist) throw new ApiError(404, 'not_found');
    if (artist.suspendedAt) return adminArtistView(artist);
    const now = new Date();
    const suspendedAt = now.toISOString();
    const event = outboxItem(
      artistSuspended,
      { artistId: artist.artistId, pseudo: artist.pseudo, adminId: admin.adminId, reason: body.reason },
      { correlationId, now },
    );
    const result = await db.transaction
      .write(({ artist: artists, auditEntry, outboxEvent }) => [
        artists
          .patch({ artistId: artist.artistId })
          .set({ suspendedAt, suspensionReason: body.reason })
          .where(({ suspendedAt: current }, { notExists }) => notExists(current))
          .commit(),
        auditEntry.create(auditFields(admin, 'artist.suspended', artist.artistId, body.reason, now)).commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (result.canceled) {
      const { data: now2 } = await db.entities.artist.get({ artistId: artist.artistId }).go();
      if (now2?.suspendedAt) return adminArtistView(now2);
      throw new ApiError(409, 'conflict');
    }
    return adminArtistView({ ...artist, suspendedAt, suspensionReason: body.reason });
  },
);
