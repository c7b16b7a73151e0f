import { freePort } from './ports.ts';

/** Like Promise.all, but waits for every start to settle so that each started service gets stopped. */
export async function allStarted<T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as never;
}

/** How many loopback origins the stage allows for test servers (calendars) to listen on. */
const TEST_SERVER_ORIGINS = 4;

/**
 * The stage setting that lets outbound requests reach this machine's test servers (ADR 0065): the
 * exact origins given in `OUTBOUND_ALLOWED_ORIGINS` (to serve a calendar by hand under `npm start`),
 * else a few free loopback ports picked now, which tests read from the cloud's `env` and listen on.
 * No other address of the machine is reachable through the guarded client.
 */
export async function testServerOrigins(): Promise<string[]> {
  const given = process.env.OUTBOUND_ALLOWED_ORIGINS?.split(',').filter(Boolean);
  if (given?.length) return given;
  const ports: number[] = [];
  while (ports.length < TEST_SERVER_ORIGINS) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports.map((port) => `http://127.0.0.1:${port}`);
}

/** Sets the handlers' environment on this process (handlers run in it); returns how to undo it. */
export function applyEnv(env: Record<string, string>) {
  const previous = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

export function once(fn: () => Promise<void>) {
  let running: Promise<void> | undefined;
  return () => {
    running ??= fn();
    return running;
  };
}
