import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as addMyPushDevice } from './add-my-push-device.ts';
import { handler as createMyTravel } from './create-my-travel.ts';
import { handler as deleteMyTravel } from './delete-my-travel.ts';
import { handler as getMyNotificationSettings } from './get-my-notification-settings.ts';
import { handler as getMyProfile } from './get-my-profile.ts';
import { handler as getMyPushDevices } from './get-my-push-devices.ts';
import { handler as getMyTravelDemand } from './get-my-travel-demand.ts';
import { handler as listMyEmailTemplates } from './list-my-email-templates.ts';
import { handler as listMyTravels } from './list-my-travels.ts';
import { handler as removeMyPushDevice } from './remove-my-push-device.ts';
import { handler as resetMyEmailTemplate } from './reset-my-email-template.ts';
import { handler as sendMyEmailTemplateTest } from './send-my-email-template-test.ts';
import { handler as syncMyEmail } from './sync-my-email.ts';
import { handler as updateMyEmailTemplate } from './update-my-email-template.ts';
import { handler as updateMyFeatures } from './update-my-features.ts';
import { handler as updateMyNotificationSettings } from './update-my-notification-settings.ts';
import { handler as updateMyPreferences } from './update-my-preferences.ts';
import { handler as updateMyProfile } from './update-my-profile.ts';
import { handler as updateMyPushSettings } from './update-my-push-settings.ts';
import { handler as updateMyTravel } from './update-my-travel.ts';

export const handler = routeGroup('profile', {
  getMyProfile,
  updateMyProfile,
  updateMyPreferences,
  updateMyFeatures,
  syncMyEmail,
  listMyTravels,
  createMyTravel,
  updateMyTravel,
  deleteMyTravel,
  getMyTravelDemand,
  getMyNotificationSettings,
  updateMyNotificationSettings,
  listMyEmailTemplates,
  updateMyEmailTemplate,
  resetMyEmailTemplate,
  sendMyEmailTemplateTest,
  getMyPushDevices,
  addMyPushDevice,
  removeMyPushDevice,
  updateMyPushSettings,
});
