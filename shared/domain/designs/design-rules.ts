/**
 * Design approval (issue 30, item 2; ADR 0090): the artist shares a private sketch (1-4 images and a
 * note) on a booking or a pending custom request, with a day by which the client answers; the client
 * approves it or asks for changes. Each change asked is a revision, counted against the number the
 * artist's policy includes; beyond it a revision costs what the artist set, paid online. Pure rules,
 * no AWS: the handlers and the views apply them.
 */

/** What the artist's settings hold (the defaults until they save their own). */
export interface DesignPolicy {
  /** Changes a client may ask for free (after the first sketch). */
  revisionsIncluded: number;
  /** What each change beyond those costs, in whole cents of the artist's currency; 0 is free. */
  revisionPriceCents: number;
  /** Days the client has to answer, proposed as the sketch's answer-by day. */
  answerDays: number;
}

export const DEFAULT_DESIGN_POLICY: DesignPolicy = {
  revisionsIncluded: 2,
  revisionPriceCents: 0,
  answerDays: 3,
};

export const DESIGN_LIMITS = {
  maxImages: 4,
  maxNote: 1000,
  maxComment: 1000,
  maxRevisionsIncluded: 20,
  /** A revision's price at most (1 000.00 in the artist's currency). */
  maxRevisionPriceCents: 100_000,
  maxAnswerDays: 30,
  /** Versions of one design at most: a thread that needs more is a conversation. */
  maxVersions: 20,
} as const;

/**
 * What a version's item stores: awaiting the client, changes asked but the revision not paid yet,
 * changes asked (the artist works on the next version), approved.
 */
export const STORED_VERSION_STATUSES = ['awaiting', 'payment-due', 'changes-asked', 'approved'] as const;
type StoredVersionStatus = (typeof STORED_VERSION_STATUSES)[number];

/** What a version shows: the stored status, or `expired` once its answer-by day is over unanswered. */
export const VERSION_STATUSES = [...STORED_VERSION_STATUSES, 'expired'] as const;
type VersionStatus = (typeof VERSION_STATUSES)[number];

export interface VersionState {
  version: number;
  status: StoredVersionStatus;
  /** The end of the answer-by day in the artist's zone (an instant). */
  answerBy: string;
}

/** A version as it stands at `now`: unanswered (or unpaid) past its answer-by instant is expired. */
export function versionStatusAt(
  version: Pick<VersionState, 'status' | 'answerBy'>,
  now: Date,
): VersionStatus {
  const open = version.status === 'awaiting' || version.status === 'payment-due';
  return open && Date.parse(version.answerBy) <= now.getTime() ? 'expired' : version.status;
}

/** Whether the client may still answer this version (approve, or ask for changes). */
export function isAnswerable(version: Pick<VersionState, 'status' | 'answerBy'>, now: Date): boolean {
  const status = versionStatusAt(version, now);
  return status === 'awaiting' || status === 'payment-due';
}

/** The newest version (highest number) of a design, if any. */
export function latestVersion<V extends { version: number }>(versions: readonly V[]): V | undefined {
  return versions.reduce<V | undefined>(
    (latest, v) => (!latest || v.version > latest.version ? v : latest),
    undefined,
  );
}

/** Why the artist may not share a new version now, or undefined when they may. */
export function shareRefusal(
  versions: readonly VersionState[],
  now: Date,
): 'design_open' | 'design_approved' | 'conflict' | undefined {
  const latest = latestVersion(versions);
  if (!latest) return undefined;
  const status = versionStatusAt(latest, now);
  if (status === 'approved') return 'design_approved';
  if (status === 'awaiting' || status === 'payment-due') return 'design_open';
  // A thread that needs more than 20 versions is a conversation.
  if (latest.version >= DESIGN_LIMITS.maxVersions) return 'conflict';
  return undefined;
}

/** Revisions used: the changes asked (and paid for, when they had a price). */
export function revisionsUsed(versions: readonly Pick<VersionState, 'status'>[]): number {
  return versions.filter((v) => v.status === 'changes-asked').length;
}

/**
 * What asking for changes now costs, under the policy the design was shared with: the next revision
 * is the `used + 1`-th; within the included ones, or with no price set, it is free. A price is only
 * charged where the artist can take the payment online (`payable`); otherwise it is free (ADR 0090).
 */
export function revisionCharge(
  policy: Pick<DesignPolicy, 'revisionsIncluded' | 'revisionPriceCents'>,
  used: number,
  payable: boolean,
): { number: number; priceCents: number } {
  const number = used + 1;
  const beyond = number > policy.revisionsIncluded;
  return { number, priceCents: beyond && payable ? policy.revisionPriceCents : 0 };
}

/** Free revisions left under the policy (never below 0). */
export function revisionsLeft(policy: Pick<DesignPolicy, 'revisionsIncluded'>, used: number): number {
  return Math.max(0, policy.revisionsIncluded - used);
}

/** The day `days` after `today` (YYYY-MM-DD, calendar arithmetic). */
export function addDays(today: string, days: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whether an answer-by day is acceptable: from today to `maxAnswerDays` ahead, in the artist's zone. */
export function isAnswerByDayValid(date: string, today: string): boolean {
  return date >= today && date <= addDays(today, DESIGN_LIMITS.maxAnswerDays);
}
