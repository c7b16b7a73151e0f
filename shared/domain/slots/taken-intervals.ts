import { epochMs } from './civil-time.ts';
import type { TakenInterval } from './types.ts';

/** Held and booked periods merged into disjoint [start, end) intervals, ascending: O(log n) overlap tests. */
export interface TakenTimeline {
  starts: number[];
  ends: number[];
}

/** Sorts and merges the intervals once. Empty or inverted intervals take nothing and are dropped. */
export function takenTimeline(taken: TakenInterval[]): TakenTimeline {
  const intervals = taken
    .map((interval) => [epochMs(interval.start), epochMs(interval.end)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const [start, end] of intervals) {
    const last = ends.length - 1;
    if (last >= 0 && start <= ends[last]!) ends[last] = Math.max(ends[last]!, end);
    else {
      starts.push(start);
      ends.push(end);
    }
  }
  return { starts, ends };
}

/** Whether [start, end) shares any instant with a taken interval. */
export function overlapsTaken(timeline: TakenTimeline, start: number, end: number): boolean {
  // The first merged interval ending after `start`: ends are ascending because intervals are disjoint.
  let lo = 0;
  let hi = timeline.ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (timeline.ends[mid]! > start) hi = mid;
    else lo = mid + 1;
  }
  return lo < timeline.starts.length && timeline.starts[lo]! < end;
}
