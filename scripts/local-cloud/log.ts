/** The launcher's own log lines: `[service] message`, silenced by `quiet`. Errors always print. */
export interface Log {
  info(service: string, message: string): void;
  error(service: string, message: string): void;
}

export function createLog(quiet: boolean): Log {
  return {
    info: (service, message) => {
      if (!quiet) console.log(`[${service}] ${message}`);
    },
    error: (service, message) => console.error(`[${service}] ${message}`),
  };
}
