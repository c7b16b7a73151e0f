import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import {
  confirmBookingRequestEndpoint,
  resendRequestConfirmationEndpoint,
} from './confirm-booking-request.ts';
import { createBookingRequestEndpoint } from './create-booking-request.ts';
import { createReferenceImageUploadEndpoint } from './create-reference-image-upload.ts';
import { artistSlotsPath, getArtistSlotsEndpoint } from './get-artist-slots.ts';
import { getReferenceImageEndpoint, referenceImagePath } from './get-reference-image.ts';

/** The endpoint files copy method and path from the route table (importing it would bring zod). */
describe('the booking form endpoints', () => {
  it.each([
    ['getArtistSlots', getArtistSlotsEndpoint],
    ['createBookingRequest', createBookingRequestEndpoint],
    ['confirmBookingRequest', confirmBookingRequestEndpoint],
    ['resendRequestConfirmation', resendRequestConfirmationEndpoint],
    ['createReferenceImageUpload', createReferenceImageUploadEndpoint],
    ['getReferenceImage', getReferenceImageEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });

  it('fill the pseudo, the image and the slot window into the paths', () => {
    expect(artistSlotsPath('ink-mia')).toBe('/artists/ink-mia/slots?days=31');
    expect(artistSlotsPath('ink-mia', '2026-05-01')).toBe('/artists/ink-mia/slots?from=2026-05-01&days=31');
    expect(referenceImagePath('ink-mia', 'a1')).toBe('/artists/ink-mia/reference-images/a1');
  });
});
