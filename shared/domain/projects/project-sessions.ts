/**
 * Projects of several sessions (issue 31, item 1; docs/decisions/0093-projects-of-several-sessions.md):
 * a sleeve or a back piece is one project, its sessions bookings that carry the project's id (the
 * first session's booking id, which is the accepted request's) and their number. The deposit is asked
 * and paid once, on the first session, and credited as the artist chose: all of it to the last
 * session, or split evenly across the sessions (the remainder on the last).
 */
export const PROJECT_SESSIONS = { min: 2, max: 10 } as const;
/** Every number of sessions a project may plan, as the forms offer them. */
export const PLANNED_CHOICES: readonly number[] = Array.from(
  { length: PROJECT_SESSIONS.max - PROJECT_SESSIONS.min + 1 },
  (_, index) => PROJECT_SESSIONS.min + index,
);
export const DEPOSIT_RULES = ['last', 'split'] as const;
export type DepositRule = (typeof DEPOSIT_RULES)[number];

/** What every session's booking keeps of its project. */
export interface SessionOf {
  projectId: string;
  number: number;
  planned: number;
  depositRule: DepositRule;
  /** The share of the project's deposit this session's balance is credited with (0: none). */
  depositCreditCents: number;
  /** The project's deposit, held on its first session (0: none). */
  projectDepositCents: number;
}

/** Whether `planned` is a number of sessions a project may plan. */
export function isPlannedSessions(planned: number): boolean {
  return Number.isInteger(planned) && planned >= PROJECT_SESSIONS.min && planned <= PROJECT_SESSIONS.max;
}

/**
 * The share of the project's deposit credited to session `number` of `planned`: with `last`, all of
 * it to the last session; with `split`, an even share each (in whole cents), the remainder on the last.
 */
export function depositCreditCents(
  depositCents: number | undefined,
  rule: DepositRule,
  number: number,
  planned: number,
): number {
  if (!depositCents || depositCents <= 0) return 0;
  if (rule === 'last') return number === planned ? depositCents : 0;
  const share = Math.floor(depositCents / planned);
  return number === planned ? depositCents - share * (planned - 1) : share;
}

/** The project part of a session's booking. */
export function sessionOf(
  project: {
    projectId: string;
    planned: number;
    depositRule: DepositRule;
    depositCents?: number | undefined;
  },
  number: number,
): SessionOf {
  return {
    projectId: project.projectId,
    number,
    planned: project.planned,
    depositRule: project.depositRule,
    depositCreditCents: depositCreditCents(
      project.depositCents,
      project.depositRule,
      number,
      project.planned,
    ),
    projectDepositCents: project.depositCents ?? 0,
  };
}

/** A session as the progress reads it: booked (its slot), done once its slot ended, or cancelled. */
export interface SessionSlot {
  number: number;
  slotStart: string;
  slotEnd: string;
  canceled: boolean;
}

export interface ProjectProgress {
  planned: number;
  done: number;
  booked: number;
  /** The first number not booked yet (none when all are). */
  nextToBook?: number;
  /** The next session ahead (its number and start). */
  upcoming?: { number: number; slotStart: string };
}

/** Where a project stands at `now`: how many sessions are done, booked, and which is to book next. */
export function projectProgress(
  planned: number,
  sessions: readonly SessionSlot[],
  now: Date,
): ProjectProgress {
  const live = sessions.filter((session) => !session.canceled).sort((a, b) => a.number - b.number);
  const at = now.getTime();
  const done = live.filter((session) => Date.parse(session.slotEnd) <= at).length;
  const numbers = new Set(live.map((session) => session.number));
  let nextToBook: number | undefined;
  for (let number = 1; number <= planned; number++)
    if (!numbers.has(number)) {
      nextToBook = number;
      break;
    }
  const ahead = live.find((session) => Date.parse(session.slotEnd) > at);
  return {
    planned,
    done,
    booked: live.length,
    ...(nextToBook !== undefined && { nextToBook }),
    ...(ahead && { upcoming: { number: ahead.number, slotStart: ahead.slotStart } }),
  };
}

const DAY_MS = 86_400_000;

/**
 * The reminders of a session still to book, counted from the end of the last booked session: the
 * client the next day and a week later (email, portal link), then the artist a week after that, and
 * the artist again every 30 days, until the session is booked or the project closed.
 */
const SESSION_REMINDER_DAYS = [1, 8, 15] as const;
const ARTIST_REPEAT_DAYS = 30;

export type SessionReminderTo = 'client' | 'artist';

/** Who reminder `n` (1, 2, ...) goes to, and when it falls due after a session ending at `sessionEnd`. */
export function sessionReminder(n: number, sessionEnd: string): { to: SessionReminderTo; dueAt: Date } {
  const days =
    n <= SESSION_REMINDER_DAYS.length
      ? SESSION_REMINDER_DAYS[n - 1]!
      : SESSION_REMINDER_DAYS[SESSION_REMINDER_DAYS.length - 1]! +
        (n - SESSION_REMINDER_DAYS.length) * ARTIST_REPEAT_DAYS;
  return { to: n <= 2 ? 'client' : 'artist', dueAt: new Date(Date.parse(sessionEnd) + days * DAY_MS) };
}
