import { performance } from 'node:perf_hooks';
import { bookableSlots } from '#shared/domain/slots/bookable-slots.ts';
import type { SlotEngineInput, TakenInterval } from '#shared/domain/slots/types.ts';
import { clearZoneTimelines } from '#shared/domain/slots/zone-timeline.ts';
import { BUSY_WEEK } from './busy-week.ts';

export interface SlotFigures {
  runs: number;
  bookings: number;
  slots: number;
  /** The first call after the zone cache is cleared: Intl reads included. */
  coldMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** p95 of the CPU time the process spent per run (all its threads, GC included). */
  cpuP95Ms: number;
}

const DAY = 86_400_000;

/**
 * A year's horizon for an artist in Europe/Paris: 3 slots a day Tuesday to Saturday, a summer Monday
 * rule, one-time openings and closings, 4 guest spots, a 48 h request delay and 500 bookings spread
 * over the year (crossing both daylight-saving changes).
 */
function yearScenario(bookings = 500): SlotEngineInput {
  const now = Date.parse('2026-01-05T08:00:00Z');
  const base: SlotEngineInput = {
    timeZone: 'Europe/Paris',
    recurring: [...BUSY_WEEK],
    oneTime: [
      { date: '2026-02-15', slots: [{ start: '12:00', durationMinutes: 240 }] },
      { date: '2026-05-01', closed: true, slots: [] },
      { date: '2026-07-14', closed: true, slots: [] },
      { date: '2026-08-15', closed: true, slots: [] },
      { date: '2026-10-25', slots: [{ start: '02:30', durationMinutes: 120 }] },
      { date: '2026-12-24', closed: true, slots: [] },
      { date: '2026-12-26', closed: true, slots: [] },
    ],
    taken: [],
    requestDelayMinutes: 48 * 60,
    travels: [
      { travelId: 't1', startDate: '2026-03-10', endDate: '2026-03-14', shopName: 'Ink Bar', city: 'Lyon' },
      { travelId: 't2', startDate: '2026-06-02', endDate: '2026-06-06', shopName: 'Needle', city: 'Berlin' },
      {
        travelId: 't3',
        startDate: '2026-09-15',
        endDate: '2026-09-19',
        shopName: 'Flash Co',
        city: 'Madrid',
      },
      {
        travelId: 't4',
        startDate: '2026-11-17',
        endDate: '2026-11-21',
        shopName: 'Black Rose',
        city: 'Montreal',
      },
    ],
    window: { from: new Date(now).toISOString(), to: new Date(now + 365 * DAY).toISOString() },
    now: new Date(now).toISOString(),
  };
  // Book `bookings` of the free slots, spread evenly over the year.
  const free = bookableSlots(base);
  const taken: TakenInterval[] = [];
  for (let i = 0; i < bookings && free.length > 0; i++) {
    const slot = free[Math.floor((i * free.length) / bookings)]!;
    taken.push({ start: slot.start, end: slot.end });
  }
  return { ...base, taken };
}

const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;

/**
 * Times `bookableSlots` on `yearScenario()`: one cold call (empty zone cache), `warmup` unmeasured
 * runs, then `runs` measured ones. Wall-clock percentiles, plus the p95 of the process's CPU time per
 * run, which a busy machine (other processes taking the cores) does not inflate.
 */
export function benchSlots({ runs = 200, warmup = 100 } = {}): SlotFigures {
  const input = yearScenario();
  clearZoneTimelines();
  let started = performance.now();
  const slots = bookableSlots(input).length;
  const coldMs = performance.now() - started;
  for (let run = 0; run < warmup; run++) bookableSlots(input);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    const cpu = process.cpuUsage();
    started = performance.now();
    bookableSlots(input);
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {
    runs,
    bookings: input.taken.length,
    slots,
    coldMs,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    cpuP95Ms: percentile(cpuTimes, 0.95),
  };
}
