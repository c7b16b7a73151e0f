import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamoDb } from '#scripts/local-cloud/dynamodb/start-dynamodb.ts';
import { createLog } from '#scripts/local-cloud/log.ts';
import { PortInUseError } from '#scripts/local-cloud/ports.ts';

const log = createLog(true);

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('DynamoDB Local launcher', () => {
  let blocker: Server;
  let takenPort: number;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    takenPort = (blocker.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  it('refuses a taken port with an error naming it, without starting a JVM', async () => {
    const start = startDynamoDb({ port: takenPort, log });
    await expect(start).rejects.toBeInstanceOf(PortInUseError);
    await expect(start).rejects.toThrow(`port ${takenPort} is already in use`);
  });

  it('kills the java process itself on stop', async () => {
    const dynamodb = await startDynamoDb({ log });
    expect(isAlive(dynamodb.pid)).toBe(true);
    await dynamodb.stop();
    expect(isAlive(dynamodb.pid)).toBe(false);
  });
});
