/** When a kept answer was read, as "as of {time}" says it: "Saturday 09:30". */
export function asOfTime(savedAt: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', hour: 'numeric', minute: '2-digit' }).format(
    new Date(savedAt),
  );
}
