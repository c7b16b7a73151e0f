import { randomUUID } from 'node:crypto';
import type { AdminArtist, AdminBugReport, AdminSuggestion } from '#shared/api/contracts/admin.ts';
import { requestUsage } from '#shared/domain/booking/reservation-rules.ts';

type ArtistItem = Parameters<typeof requestUsage>[0] & {
  artistId: string;
  pseudo: string;
  displayName: string;
  email: string;
  plan: 'free' | 'pro';
  createdAt: string;
  suspendedAt?: string | undefined;
  suspensionReason?: string | undefined;
};

/** An artist as the superadmin list shows them. */
export function adminArtistView(artist: ArtistItem, now = new Date()): AdminArtist {
  return {
    artistId: artist.artistId,
    pseudo: artist.pseudo,
    displayName: artist.displayName,
    email: artist.email,
    plan: artist.plan,
    createdAt: artist.createdAt,
    requestsThisMonth: requestUsage(artist, now).used,
    ...(artist.suspendedAt && { suspendedAt: artist.suspendedAt }),
    ...(artist.suspensionReason && { suspensionReason: artist.suspensionReason }),
  };
}

/** A report as the triage list shows it, with its screenshot's signed URL (ADR 0072). */
export function adminBugReportView(
  report: Omit<AdminBugReport, 'screenshotUrl'> & { screenshotImageId?: string | undefined },
  screenshotUrl?: string,
): AdminBugReport {
  const { screenshotImageId: _screenshot, ...rest } = report;
  return { ...rest, ...(screenshotUrl && { screenshotUrl }) };
}

/** A suggestion as the triage list shows it. */
export function adminSuggestionView({
  suggestionId,
  title,
  description,
  status,
  votes,
  createdAt,
}: AdminSuggestion): AdminSuggestion {
  return { suggestionId, title, description, status, votes, createdAt };
}

/** An audit entry's fields for one action, written in the action's transaction. */
export function auditFields(
  admin: { adminId: string; email: string },
  action: 'artist.suspended' | 'artist.restored' | 'bug.status-set' | 'suggestion.status-set',
  targetId: string,
  details: string | undefined,
  now: Date,
) {
  return {
    at: now.toISOString(),
    entryId: randomUUID(),
    adminId: admin.adminId,
    adminEmail: admin.email,
    action,
    targetId,
    ...(details && { details }),
  };
}
