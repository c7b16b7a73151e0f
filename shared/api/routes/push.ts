import {
  addPushDeviceBody,
  myPushDevices,
  pushDeviceParams,
  pushDeviceView,
  pushSettings,
} from '#shared/api/contracts/push.ts';
import * as endpoints from '#shared/api/endpoints/push.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/** The artist's push notifications (`/app/settings/notifications`, ADR 0098). */
export const pushRoutes = defineRoutes(endpoints, {
  getMyPushDevices: {
    handler: 'functions/http/profile/get-my-push-devices.ts',
    contract: { response: myPushDevices },
  },
  addMyPushDevice: {
    handler: 'functions/http/profile/add-my-push-device.ts',
    status: 201,
    contract: { body: addPushDeviceBody, response: pushDeviceView },
  },
  removeMyPushDevice: {
    handler: 'functions/http/profile/remove-my-push-device.ts',
    contract: { params: pushDeviceParams, response: pushDeviceParams },
  },
  updateMyPushSettings: {
    handler: 'functions/http/profile/update-my-push-settings.ts',
    contract: { body: pushSettings, response: pushSettings },
  },
});
