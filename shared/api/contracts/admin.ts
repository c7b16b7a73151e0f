import * as z from 'zod';
import { BUG_LOCATIONS, BUG_STATUSES, BUG_TYPES, SUGGESTION_STATUSES } from '#shared/domain/support.ts';
import { idParam } from './params.ts';

/** `GET /admin/artists?q=&cursor=`: a page of artists, searched by pseudo, name or email. */
export const adminArtistQuery = z.object({
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(2000).optional(),
});

export const adminArtist = z.object({
  artistId: z.string(),
  pseudo: z.string(),
  displayName: z.string(),
  email: z.string(),
  plan: z.enum(['free', 'pro']),
  createdAt: z.string(),
  /** Booking requests this calendar month (the artist's zone). */
  requestsThisMonth: z.number().int(),
  suspendedAt: z.string().optional(),
  suspensionReason: z.string().optional(),
});
export type AdminArtist = z.infer<typeof adminArtist>;
export const adminArtistPage = z.object({ items: z.array(adminArtist), cursor: z.string().optional() });
export type AdminArtistPage = z.infer<typeof adminArtistPage>;

/** One artist with their usage: bookings and stored images beside the month's requests. */
export const adminArtistDetail = adminArtist.extend({
  bookings: z.number().int(),
  images: z.number().int(),
});
export type AdminArtistDetail = z.infer<typeof adminArtistDetail>;

export const adminArtistParams = z.object({ artistId: idParam });
export const suspensionInput = z.object({
  reason: z
    .string({ error: 'validation.admin.reasonRequired' })
    .trim()
    .min(3, { error: 'validation.admin.reasonRequired' })
    .max(500, { error: 'validation.admin.reasonTooLong' }),
});

export const adminBugReport = z.object({
  reportId: z.string(),
  createdAt: z.string(),
  artistId: z.string(),
  pseudo: z.string(),
  email: z.string(),
  location: z.enum(BUG_LOCATIONS),
  type: z.enum(BUG_TYPES),
  description: z.string(),
  status: z.enum(BUG_STATUSES),
  /** The screenshot's largest variant, behind a short-lived signed URL (private, ADR 0072). */
  screenshotUrl: z.string().optional(),
});
export type AdminBugReport = z.infer<typeof adminBugReport>;
export const adminBugReportList = z.object({ items: z.array(adminBugReport) });
export const bugReportParams = z.object({ reportId: idParam });
export const bugStatusInput = z.object({
  status: z.enum(BUG_STATUSES, { error: 'validation.invalidValue' }),
});

export const adminSuggestion = z.object({
  suggestionId: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  votes: z.number().int(),
  createdAt: z.string(),
});
export type AdminSuggestion = z.infer<typeof adminSuggestion>;
export const adminSuggestionList = z.object({ items: z.array(adminSuggestion) });
export const suggestionStatusParams = z.object({ suggestionId: idParam });
export const suggestionStatusInput = z.object({
  status: z.enum(SUGGESTION_STATUSES, { error: 'validation.invalidValue' }),
});

/** `GET /admin/figures?days=`: the platform's day by day figures, the last `days` UTC days. */
export const figuresQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });
export const platformFigures = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      signups: z.number().int(),
      requests: z.number().int(),
      bookings: z.number().int(),
      emailsSent: z.number().int(),
    }),
  ),
});
export type PlatformFigures = z.infer<typeof platformFigures>;

const auditEntry = z.object({
  entryId: z.string(),
  at: z.string(),
  adminEmail: z.string(),
  action: z.enum(['artist.suspended', 'artist.restored', 'bug.status-set', 'suggestion.status-set']),
  targetId: z.string(),
  details: z.string().optional(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLog = z.object({ items: z.array(auditEntry) });
