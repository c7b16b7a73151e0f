import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#scripts/local-cloud/aws-credentials.ts';
import type { Log } from '#scripts/local-cloud/log.ts';
import { freePort, isPortFree, PortInUseError } from '#scripts/local-cloud/ports.ts';
import { dynamoDbLocalJar } from './dynamodb-local-jar.ts';
import { dynamoDbJavaArgs } from './java-args.ts';

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;
const BIND_FAILURE = /Failed to bind|Address already in use/;

/**
 * Starts DynamoDB Local (the JVM): in memory, or with its files in `dbPath`. It listens on 0.0.0.0
 * and does not always exit when its port is taken, so the port is checked before spawning and the
 * log is watched for "Failed to bind": a taken port is an error naming it, never a half start.
 * A port the launcher chose itself is retried once or twice if someone took it in between.
 */
export interface StartDynamoDbOptions {
  port?: number;
  /** Keep the data in this folder; in memory without it. */
  dbPath?: string;
  log: Log;
  /** Called when the JVM dies on its own after it started. */
  onExit?: (description: string) => void;
}

export async function startDynamoDb(options: StartDynamoDbOptions): Promise<DynamoDbLocal> {
  const attempts = options.port ? 1 : 3;
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort('0.0.0.0'));
    try {
      return await startOnPort(port, options);
    } catch (error) {
      if (!(error instanceof PortInUseError) || attempt >= attempts) throw error;
    }
  }
}

async function startOnPort(port: number, options: StartDynamoDbOptions): Promise<DynamoDbLocal> {
  if (!(await isPortFree(port, '0.0.0.0'))) throw new PortInUseError(port, 'DynamoDB Local');
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  const { jar, libDir, cwd } = dynamoDbLocalJar();
  // Its own process group: a terminal's Ctrl-C reaches the launcher only, which then stops the JVM
  // itself (SIGTERM, so DynamoDB Local closes its files) after everything that still uses it.
  const child = spawn('java', dynamoDbJavaArgs({ jar, libDir, port, dbPath: options.dbPath }), {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let stopping = false;
  const stop = async () => {
    stopping = true;
    process.off('exit', killOnExit);
    await terminate(child);
  };

  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(child, endpoint, port);
  } catch (error) {
    await stop();
    throw error;
  }
  child.once('exit', (code, signal) => {
    if (!stopping) options.onExit?.(`code ${code}, signal ${signal}`);
  });
  options.log.info('dynamodb', `DynamoDB Local ready on ${endpoint} (pid ${child.pid})`);
  return { endpoint, port, pid: child.pid ?? 0, stop };
}

function waitUntilReady(child: ChildProcess, endpoint: string, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let output = '';
    let settled = false;
    const client = new DynamoDBClient({
      endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      maxAttempts: 1,
    });
    const timer = setTimeout(
      () =>
        finish(new Error(`DynamoDB Local did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      client.destroy();
      if (error) reject(error);
      else resolve();
    };
    const onOutput = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8_000);
      if (BIND_FAILURE.test(output)) finish(new PortInUseError(port, 'DynamoDB Local'));
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.once('error', (error: NodeJS.ErrnoException) =>
      finish(
        error.code === 'ENOENT'
          ? new Error('DynamoDB Local needs Java 17 or later on the PATH (`java` was not found)')
          : error,
      ),
    );
    child.once('exit', (code, signal) =>
      finish(
        BIND_FAILURE.test(output)
          ? new PortInUseError(port, 'DynamoDB Local')
          : new Error(
              `DynamoDB Local exited during start (code ${code}, signal ${signal}):\n${output.trim()}`,
            ),
      ),
    );
    const poll = async () => {
      while (!settled) {
        try {
          await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(2_000) });
          // The port answers: make sure it is our JVM and not a stranger that grabbed it meanwhile.
          if (child.exitCode === null && !BIND_FAILURE.test(output)) finish();
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    void poll();
  });
}

/** SIGTERM, then SIGKILL after 5 s: the java process itself, never a shell around it. */
function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
