/**
 * This browser's side of push notifications (ADR 0098): whether it can, its subscription through
 * the push service worker (`/push-sw.js`, scope `/app/push/`: it controls no page), and a name for
 * the device from its user agent that the artist may edit.
 */
const WORKER = '/push-sw.js';
const SCOPE = '/app/push/';

type BrowserPushSupport = 'supported' | 'unsupported' | 'denied';

export function browserPushSupport(): BrowserPushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'unsupported';
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** This browser's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (browserPushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the permission (a tap's doing: browsers refuse it otherwise) and subscribes with the
 * stage's VAPID public key; undefined when the artist refused.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJSON | undefined> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return undefined;
  const registration = await activeRegistration();
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(publicKey),
    }));
  return subscription.toJSON();
}

/** A device's id as the API derives it: the first 128 bits of its endpoint's SHA-256, base64url. */
export async function deviceIdOf(endpoint: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
  let binary = '';
  for (const byte of digest.subarray(0, 16)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The push worker's registration once its worker is active (a subscription needs one). Not
 * `serviceWorker.ready`: that waits for a worker controlling this page, which this one never does.
 */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) return registration;
  await new Promise<void>((resolve) => {
    const settled = () => {
      if (worker.state === 'activated' || worker.state === 'redundant') {
        worker.removeEventListener('statechange', settled);
        resolve();
      }
    };
    worker.addEventListener('statechange', settled);
  });
  return registration;
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/(Chrome|CriOS)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

/** `Chrome · Android`, `Safari · iPhone`, from a user agent: what the device is first called. */
export function deviceNameFrom(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [browser, system].filter(Boolean).join(' · ') || 'Browser';
}
