import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import { jsonResponse, maySlotList, testPublicProfile } from '#web/src/test/fixtures.ts';

export const image = (imageId: string): PublicImage => ({
  imageId,
  width: 800,
  height: 800,
  placeholder: '#223344',
  variants: [320, 640].map((width) => ({ width, url: `/media/a1/${imageId}/${width}.webp` })),
});

export const FLASH_ID = '7f0c1f7e-2b6a-4f0e-9a51-3c1d2e4f5a6b';

export const bookingProfile: PublicProfile = {
  ...testPublicProfile,
  reservations: { requests: true, custom: true, touchups: false },
  flashes: [
    {
      flashId: FLASH_ID,
      title: 'Night moth',
      lengthMm: 80,
      widthMm: 60,
      priceCents: 12000,
      currency: 'EUR',
      images: [image('moth')],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
};

const slots = maySlotList([
  ['10:00', 120],
  ['14:30', 90],
]);

export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A fake API on `fetch`: `answer` decides each response (undefined: the artist page or the slots by
 * default, else 404); every call is recorded.
 */
export function fakeApi(
  answer: (call: Call) => Response | undefined = () => undefined,
  profile = bookingProfile,
) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      url: String(input),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers as Record<string, string>) ?? {},
    };
    calls.push(call);
    const answered = answer(call);
    if (answered) return answered;
    if (call.url === `/api/artists/${profile.pseudo}`) return jsonResponse(200, profile);
    if (call.url.startsWith(`/api/artists/${profile.pseudo}/slots`)) return jsonResponse(200, slots);
    return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
  };
  return { calls, fetch };
}
