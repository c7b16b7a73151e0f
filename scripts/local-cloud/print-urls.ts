import type { LocalCloud } from './start-local-cloud.ts';

/** The one table `npm start` prints: where everything is, and how to sign in. */
export function urlTable(
  cloud: Pick<LocalCloud, 'urls'>,
  demo?: { email: string; password: string; pseudo: string },
  admin?: { email: string; password: string },
  /** The Pro demo with a lived-in month (ADR 0081), printed beside the demo login. */
  proDemo?: { email: string; password: string; pseudo: string },
) {
  const rows: [string, string][] = [
    ['App', cloud.urls.app],
    ['API', cloud.urls.api],
    ['Health', `${cloud.urls.api}/health`],
    ['Mailbox', cloud.urls.mailbox],
    ['DynamoDB', cloud.urls.dynamodb],
    ['Cognito', cloud.urls.cognito],
    ['S3', cloud.urls.s3],
    ['Bus', cloud.urls.bus],
    ['SSM', cloud.urls.ssm],
    ['Stripe', cloud.urls.stripe],
    ['Push', cloud.urls.push],
    // Google and Apple sign-in: the browser warns once about this local certificate (ADR 0056).
    ['OAuth', `${cloud.urls.oauth} (self-signed)`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const lines = rows.map(([name, url]) => `  ${name.padEnd(width)}  ${url}`);
  if (demo) {
    lines.push(
      '',
      `  Demo login  ${demo.email} / ${demo.password}`,
      `  Demo page   ${cloud.urls.app}/${demo.pseudo}`,
    );
  }
  if (proDemo) {
    lines.push(
      `  Pro demo    ${proDemo.email} / ${proDemo.password} (Pro, a lived-in month: ${cloud.urls.app}/${proDemo.pseudo})`,
    );
  }
  if (admin) {
    lines.push(
      `  Superadmin  ${admin.email} / ${admin.password} (${cloud.urls.app}/superadmin; an authenticator app the first time)`,
    );
  }
  return lines.join('\n');
}
