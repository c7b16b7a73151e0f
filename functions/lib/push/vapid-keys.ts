import { env } from '#functions/lib/env.ts';
import { secureString } from '#functions/lib/ssm-secure-string.ts';

/** The VAPID key pair (base64url, as web-push makes them) and the contact push services may write to. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The stage's VAPID key pair, from its SSM SecureString (ADR 0098), cached 5 minutes. */
export async function vapidKeys(): Promise<VapidKeys> {
  const parsed = JSON.parse(await secureString(env.vapidKeyParameter)) as Partial<VapidKeys>;
  if (!parsed.publicKey || !parsed.privateKey || !parsed.subject)
    throw new Error(`${env.vapidKeyParameter} lacks publicKey, privateKey or subject`);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey, subject: parsed.subject };
}
