import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localRuntimeConfig, readBuildId } from './runtime-config.ts';

describe('localRuntimeConfig', () => {
  it('points Cognito at the same origin with the password flow', () => {
    const config = localRuntimeConfig({
      appOrigin: 'http://localhost:3000',
      userPoolId: 'local_abc',
      userPoolClientId: 'client1',
      buildId: 'dev',
    });
    expect(config).toEqual({
      stage: 'local',
      apiBaseUrl: '/api',
      buildId: 'dev',
      cognito: {
        userPoolId: 'local_abc',
        userPoolClientId: 'client1',
        endpoint: 'http://localhost:3000/cognito',
        authFlowType: 'USER_PASSWORD_AUTH',
        socialProviders: [],
      },
      features: {},
    });
  });
});

describe('readBuildId', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inkslot-build-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the build's id, else says dev", () => {
    expect(readBuildId(dir)).toBe('dev');
    writeFileSync(join(dir, 'build.json'), '{"buildId":"2026-11-21-abc"}');
    expect(readBuildId(dir)).toBe('2026-11-21-abc');
    writeFileSync(join(dir, 'build.json'), 'not json');
    expect(readBuildId(dir)).toBe('dev');
  });
});
