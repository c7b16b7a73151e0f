import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as createImageUpload } from './create-image-upload.ts';
import { handler as createMyMessagePhotoUpload } from './create-my-message-photo-upload.ts';
import { handler as createPortalConsentIdPhotoUpload } from './create-portal-consent-id-photo-upload.ts';
import { handler as createPortalHealedPhotoUpload } from './create-portal-healed-photo-upload.ts';
import { handler as createPortalMessagePhotoUpload } from './create-portal-message-photo-upload.ts';
import { handler as createReferenceImageUpload } from './create-reference-image-upload.ts';
import { handler as exportMyData } from './export-my-data.ts';
import { handler as getMyBookingConsentIdPhoto } from './get-my-booking-consent-id-photo.ts';
import { handler as getMyBookingHealedPhoto } from './get-my-booking-healed-photo.ts';
import { handler as getMyImage } from './get-my-image.ts';
import { handler as getMyMessagePhoto } from './get-my-message-photo.ts';
import { handler as getPortalConsentIdPhoto } from './get-portal-consent-id-photo.ts';
import { handler as getPortalHealedPhoto } from './get-portal-healed-photo.ts';
import { handler as getPortalMessagePhoto } from './get-portal-message-photo.ts';
import { handler as getReferenceImage } from './get-reference-image.ts';

export const handler = routeGroup('media', {
  createImageUpload,
  getMyImage,
  createReferenceImageUpload,
  getReferenceImage,
  createMyMessagePhotoUpload,
  getMyMessagePhoto,
  createPortalMessagePhotoUpload,
  getPortalMessagePhoto,
  createPortalConsentIdPhotoUpload,
  getPortalConsentIdPhoto,
  getMyBookingConsentIdPhoto,
  createPortalHealedPhotoUpload,
  getPortalHealedPhoto,
  getMyBookingHealedPhoto,
  exportMyData,
});
