export interface PlaneLog {
  info(message: string): void;
  /** Expected trouble (a consumer failing, to be retried). */
  warn(message: string): void;
  /** Needs a look (an event dead-lettered, the poller stuck); printed even when quiet. */
  error(message: string): void;
}

export function createPlaneLog(quiet: boolean): PlaneLog {
  const prefix = '[event-plane]';
  return {
    info: (message) => {
      if (!quiet) console.log(`${prefix} ${message}`);
    },
    warn: (message) => {
      if (!quiet) console.warn(`${prefix} ${message}`);
    },
    error: (message) => console.error(`${prefix} ${message}`),
  };
}

export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
