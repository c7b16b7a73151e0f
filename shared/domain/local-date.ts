/** Local calendar dates, `YYYY-MM-DD`, as an artist enters them (no time, no zone). */
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(value: string): [number, number, number] | undefined {
  const match = LOCAL_DATE.exec(value);
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (`2026-02-30` is not). */
export function isLocalDate(value: string): boolean {
  const date = parts(value);
  if (!date) return false;
  const [year, month, day] = date;
  if (year < 1970 || year > 9999) return false;
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

/** The same day one year later (29 February gives 1 March). */
export function addOneYear(value: string): string {
  const date = parts(value);
  if (!date) throw new Error(`not a local date: ${value}`);
  const [year, month, day] = date;
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
}
