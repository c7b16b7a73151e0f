/**
 * EventBridge schedule expressions (always UTC): `rate(<n> minute|minutes|hour|hours|day|days)` and
 * `cron(<minutes> <hours> <day-of-month> <month> <day-of-week> <year>)` with `*`, `?`, numbers,
 * names (JAN-DEC, SUN-SAT), lists `a,b`, ranges `a-b` and steps `*\/n`, `a/n`, `a-b/n`.
 * `L`, `W` and `#` are refused rather than misread.
 */
export type Schedule =
  | { kind: 'rate'; periodMs: number }
  | {
      kind: 'cron';
      minutes: Set<number>;
      hours: Set<number>;
      daysOfMonth: Set<number> | 'any';
      months: Set<number>;
      /** 1 = Sunday ... 7 = Saturday, as in EventBridge. */
      daysOfWeek: Set<number> | 'any';
      years: Set<number>;
    };

const MINUTE = 60_000;
const RATE_UNITS: Record<string, number> = { minute: MINUTE, hour: 60 * MINUTE, day: 24 * 60 * MINUTE };
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

export function parseSchedule(expression: string): Schedule {
  const rate = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression.trim());
  if (rate) {
    const value = Number(rate[1]);
    const unit = rate[2] as string;
    const singular = !unit.endsWith('s');
    if (value < 1 || singular !== (value === 1)) throw invalid(expression, 'use "1 minute" or "<n> minutes"');
    return { kind: 'rate', periodMs: value * (RATE_UNITS[unit.replace(/s$/, '')] as number) };
  }
  const cron = /^cron\((.*)\)$/.exec(expression.trim());
  const fields = cron?.[1]?.trim().split(/\s+/);
  if (fields?.length !== 6) throw invalid(expression, 'expected rate(...) or cron(...) with 6 fields');
  const [minutes, hours, dom, month, dow, year] = fields as [string, string, string, string, string, string];
  if ((dom === '?') === (dow === '?')) {
    throw invalid(expression, 'exactly one of day-of-month and day-of-week must be ?');
  }
  return {
    kind: 'cron',
    minutes: field(minutes, 0, 59, expression),
    hours: field(hours, 0, 23, expression),
    daysOfMonth: dom === '?' ? 'any' : field(dom, 1, 31, expression),
    months: field(month, 1, 12, expression, MONTHS),
    daysOfWeek: dow === '?' ? 'any' : field(dow, 1, 7, expression, DAYS),
    years: field(year, 1970, 2199, expression),
  };
}

function field(text: string, min: number, max: number, expression: string, names?: string[]): Set<number> {
  const values = new Set<number>();
  const number = (token: string) => {
    const index = names?.indexOf(token.toUpperCase()) ?? -1;
    const value = index >= 0 ? index + 1 : /^\d+$/.test(token) ? Number(token) : Number.NaN;
    if (!(value >= min && value <= max)) throw invalid(expression, `${token} is not in ${min}-${max}`);
    return value;
  };
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw invalid(expression, `bad step in ${part}`);
    let from: number;
    let to: number;
    if (range === '*') {
      [from, to] = [min, max];
    } else if (range.includes('-')) {
      const [a = '', b = ''] = range.split('-');
      [from, to] = [number(a), number(b)];
      if (from > to) throw invalid(expression, `range ${range} runs backwards`);
    } else {
      from = number(range);
      to = stepText === undefined ? from : max;
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

/** The first time strictly after `after` when the schedule fires; rates count from `anchor`. */
export function nextRun(schedule: Schedule, after: Date, anchor: Date = after): Date | undefined {
  if (schedule.kind === 'rate') {
    const elapsed = after.getTime() - anchor.getTime();
    const periods = elapsed < 0 ? 0 : Math.floor(elapsed / schedule.periodMs) + 1;
    return new Date(anchor.getTime() + periods * schedule.periodMs);
  }
  const t = new Date(Math.floor(after.getTime() / MINUTE) * MINUTE + MINUTE);
  while (t.getUTCFullYear() <= 2199) {
    if (!schedule.years.has(t.getUTCFullYear())) {
      t.setUTCFullYear(t.getUTCFullYear() + 1, 0, 1);
      t.setUTCHours(0, 0, 0, 0);
    } else if (!schedule.months.has(t.getUTCMonth() + 1)) {
      t.setUTCMonth(t.getUTCMonth() + 1, 1);
      t.setUTCHours(0, 0, 0, 0);
    } else if (!dayMatches(schedule, t)) {
      t.setUTCDate(t.getUTCDate() + 1);
      t.setUTCHours(0, 0, 0, 0);
    } else if (!schedule.hours.has(t.getUTCHours())) {
      t.setUTCHours(t.getUTCHours() + 1, 0, 0, 0);
    } else if (!schedule.minutes.has(t.getUTCMinutes())) {
      t.setTime(t.getTime() + MINUTE);
    } else {
      return t;
    }
  }
  return undefined;
}

function dayMatches(schedule: Extract<Schedule, { kind: 'cron' }>, t: Date) {
  const dom = schedule.daysOfMonth === 'any' || schedule.daysOfMonth.has(t.getUTCDate());
  const dow = schedule.daysOfWeek === 'any' || schedule.daysOfWeek.has(t.getUTCDay() + 1);
  return dom && dow;
}

function invalid(expression: string, reason: string) {
  return new Error(`invalid schedule expression ${expression}: ${reason}`);
}
