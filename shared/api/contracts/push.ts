import * as z from 'zod';
import { PUSH_KINDS } from '#shared/domain/push/push-settings.ts';
import { CLOCK_PATTERN } from '#shared/domain/slots/civil-time.ts';

const invalid = { error: 'validation.invalidValue' } as const;
const base64url = (length: number) =>
  z.string(invalid).regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), invalid);
const clock = z.string(invalid).regex(CLOCK_PATTERN, invalid);

/** A device's id: the first 128 bits of its endpoint's SHA-256, base64url. */
export const pushDeviceParams = z.object({ deviceId: base64url(22) });

/** What the artist is told (`PUT /me/push-settings`): the kinds turned off, the quiet hours. */
export const pushSettings = z.object({
  off: z.array(z.enum(PUSH_KINDS, invalid)).max(PUSH_KINDS.length),
  quietHours: z.object({ from: clock, to: clock }).nullable(),
});
export type PushSettingsView = z.infer<typeof pushSettings>;

export const pushDeviceView = z.object({
  deviceId: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type PushDeviceView = z.infer<typeof pushDeviceView>;

/** `GET /me/push-devices`: the key a browser subscribes with, the devices, the settings. */
export const myPushDevices = z.object({
  publicKey: z.string(),
  devices: z.array(pushDeviceView),
  settings: pushSettings,
});
export type MyPushDevices = z.infer<typeof myPushDevices>;

/**
 * `POST /me/push-devices`: a browser's `PushSubscription.toJSON()` (its push service's endpoint,
 * P-256 public key of 65 bytes and 16-byte secret) and the name the artist gives the device.
 */
export const addPushDeviceBody = z.object({
  name: z.string(invalid).trim().min(1, { error: 'validation.push.deviceNameRequired' }).max(60, invalid),
  subscription: z.object({
    endpoint: z.url(invalid).max(1000, invalid),
    keys: z.object({ p256dh: base64url(87), auth: base64url(22) }),
  }),
});
export type AddPushDeviceInput = z.input<typeof addPushDeviceBody>;
