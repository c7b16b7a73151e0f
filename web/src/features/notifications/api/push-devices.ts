import useSWR from 'swr';
import type {
  AddPushDeviceInput,
  MyPushDevices,
  PushDeviceView,
  PushSettingsView,
} from '#shared/api/contracts/push.ts';
import * as pushEndpoints from '#shared/api/endpoints/push.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/push-devices` (`getMyPushDevices`): the VAPID public key, the devices, the settings. */
const MY_PUSH_DEVICES_KEY = pushEndpoints.getMyPushDevices.path;

export function useMyPushDevices() {
  return useSWR<MyPushDevices, ApiError>(
    MY_PUSH_DEVICES_KEY,
    () => artistApi.get<MyPushDevices>(MY_PUSH_DEVICES_KEY),
    { revalidateOnFocus: false },
  );
}

/** `POST /me/push-devices` (`addMyPushDevice`): this browser's subscription and its name. */
export function addMyPushDevice(body: AddPushDeviceInput): Promise<PushDeviceView> {
  return artistApi.post<PushDeviceView>(pushEndpoints.addMyPushDevice.path, body);
}

/** `DELETE /me/push-devices/{deviceId}` (`removeMyPushDevice`). */
export async function removeMyPushDevice(deviceId: string): Promise<void> {
  await artistApi.delete(apiPath(pushEndpoints.removeMyPushDevice.path, { deviceId }));
}

/** `PUT /me/push-settings` (`updateMyPushSettings`): the kinds turned off, the quiet hours. */
export function updateMyPushSettings(body: PushSettingsView): Promise<PushSettingsView> {
  return artistApi.put<PushSettingsView>(pushEndpoints.updateMyPushSettings.path, body);
}
