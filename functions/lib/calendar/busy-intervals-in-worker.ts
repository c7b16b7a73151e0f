import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type BusyInterval, busyIntervals, CalendarTooCostly } from '#shared/domain/calendar/busy-times.ts';

/**
 * The busy intervals of a calendar, computed in a worker thread that is terminated at its time limit
 * (ADR 0066): the expansion's own budget (occurrences, then time, checked at every occurrence)
 * covers what our loop does, and the worker's limit covers what it cannot see, a single step of
 * ical.js that never returns. The thread that answers HTTP (the local cloud runs consumers beside
 * the gateway) or the consumer's other work never waits on it.
 *
 * The worker runs THIS module: unbundled (tests, the local cloud under tsx) its `.ts` file with tsx's
 * loader; bundled for Lambda, `import.meta.url` is the bundle itself, whose top level carries the
 * branch below (tests/infra/worker-bundling.test.ts builds it with the functions' esbuild options).
 */
export const BUSY_WORKER_MARK = 'inkslot:busy-intervals';
const MARK = BUSY_WORKER_MARK;

interface Input {
  ics: string;
  from: number;
  to: number;
  zone: string;
  budgetMs: number;
}
export type WorkerAnswer = { intervals: BusyInterval[] } | { failure: 'not_calendar' | 'too_costly' };

if (!isMainThread && (workerData as Record<string, unknown> | null)?.[MARK]) {
  const input = (workerData as Record<string, Input>)[MARK]!;
  let answer: WorkerAnswer;
  try {
    answer = {
      intervals: busyIntervals(
        input.ics,
        { from: new Date(input.from), to: new Date(input.to) },
        input.zone,
        {
          deadline: Date.now() + input.budgetMs,
        },
      ),
    };
  } catch (error) {
    answer = { failure: error instanceof CalendarTooCostly ? 'too_costly' : 'not_calendar' };
  }
  parentPort?.postMessage(answer);
}

/** The expansion's own time budget, and the worker's hard limit above it (start-up included). */
const BUSY_PARSE_BUDGET_MS = 2000;
const BUSY_PARSE_LIMIT_MS = 5000;

export function busyIntervalsInWorker(
  ics: string,
  window: { from: Date; to: Date },
  zone: string,
  { budgetMs = BUSY_PARSE_BUDGET_MS, limitMs = BUSY_PARSE_LIMIT_MS } = {},
): Promise<WorkerAnswer> {
  const self = new URL(import.meta.url);
  const input: Input = { ics, from: window.from.getTime(), to: window.to.getTime(), zone, budgetMs };
  const worker = new Worker(self, {
    workerData: { [MARK]: input },
    execArgv: self.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
    resourceLimits: { maxOldGenerationSizeMb: 256 },
    stdout: false,
    stderr: false,
  });
  return new Promise<WorkerAnswer>((resolve) => {
    const done = (answer: WorkerAnswer) => {
      clearTimeout(timer);
      resolve(answer);
      void worker.terminate();
    };
    const timer = setTimeout(() => done({ failure: 'too_costly' }), limitMs);
    worker.once('message', (answer: WorkerAnswer) => done(answer));
    worker.once('error', () => done({ failure: 'too_costly' }));
    worker.once('exit', () => done({ failure: 'too_costly' }));
  });
}
