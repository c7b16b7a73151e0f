import { describe, expect, it } from 'vitest';
import { urlTable } from './print-urls.ts';

describe('urlTable', () => {
  it('lists every URL in one aligned table, then the demo, Pro demo and superadmin logins', () => {
    const urls = {
      app: 'http://localhost:3000',
      api: 'http://localhost:3000/api',
      mailbox: 'http://127.0.0.1:1/',
      dynamodb: 'http://127.0.0.1:2',
      cognito: 'http://127.0.0.1:3',
      ses: 'http://127.0.0.1:1',
      s3: 'http://127.0.0.1:4',
      bus: 'http://127.0.0.1:5',
      ssm: 'http://127.0.0.1:6',
      stripe: 'http://127.0.0.1:7',
      oauth: 'https://localhost:8',
      push: 'http://127.0.0.1:9',
    };
    const table = urlTable(
      { urls },
      { email: 'demo@inkslot.local', password: 'pw', pseudo: 'demo' },
      { email: 'admin@inkslot.local', password: 'apw' },
      { email: 'pro@inkslot.local', password: 'ppw', pseudo: 'mara-vey' },
    );
    expect(table.split('\n')).toEqual([
      '  App       http://localhost:3000',
      '  API       http://localhost:3000/api',
      '  Health    http://localhost:3000/api/health',
      '  Mailbox   http://127.0.0.1:1/',
      '  DynamoDB  http://127.0.0.1:2',
      '  Cognito   http://127.0.0.1:3',
      '  S3        http://127.0.0.1:4',
      '  Bus       http://127.0.0.1:5',
      '  SSM       http://127.0.0.1:6',
      '  Stripe    http://127.0.0.1:7',
      '  Push      http://127.0.0.1:9',
      '  OAuth     https://localhost:8 (self-signed)',
      '',
      '  Demo login  demo@inkslot.local / pw',
      '  Demo page   http://localhost:3000/demo',
      '  Pro demo    pro@inkslot.local / ppw (Pro, a lived-in month: http://localhost:3000/mara-vey)',
      '  Superadmin  admin@inkslot.local / apw (http://localhost:3000/superadmin; an authenticator app the first time)',
    ]);
  });
});
