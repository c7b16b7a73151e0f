/**
 * A slot hold is one item per 15-minute slice of UTC time the slot covers (docs/decisions/0018-slot-holds-by-slices.md). The slices are cells of one global grid (multiples of 15 minutes since the
 * epoch), so any two slots that share an instant share a slice, whatever their starts.
 */
export const SLICE_MINUTES = 15;
const SLICE_MS = SLICE_MINUTES * 60_000;

/** The starts (ISO 8601 UTC) of the grid slices that [start, end) touches, ascending; none if empty. */
export function slotSlices(start: string | Date, end: string | Date): string[] {
  const from = new Date(start).getTime();
  const to = new Date(end).getTime();
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw new RangeError('Not an instant');
  const slices: string[] = [];
  for (let slice = Math.floor(from / SLICE_MS) * SLICE_MS; slice < to; slice += SLICE_MS) {
    slices.push(new Date(slice).toISOString());
  }
  return slices;
}

/** The interval [start, start + 15 min) of a slice, as the slot engine takes taken intervals. */
export function sliceInterval(sliceStart: string): { start: string; end: string } {
  return { start: sliceStart, end: new Date(new Date(sliceStart).getTime() + SLICE_MS).toISOString() };
}
