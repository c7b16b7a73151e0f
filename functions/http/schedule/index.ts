import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as cancelMyOpening } from './cancel-my-opening.ts';
import { handler as createMyAvailability } from './create-my-availability.ts';
import { handler as deleteMyAvailability } from './delete-my-availability.ts';
import { handler as getMyOpening } from './get-my-opening.ts';
import { handler as getMyReservationSettings } from './get-my-reservation-settings.ts';
import { handler as listMyAvailabilities } from './list-my-availabilities.ts';
import { handler as scheduleMyOpening } from './schedule-my-opening.ts';
import { handler as updateMyAvailability } from './update-my-availability.ts';
import { handler as updateMyReservationSettings } from './update-my-reservation-settings.ts';

export const handler = routeGroup('schedule', {
  listMyAvailabilities,
  createMyAvailability,
  updateMyAvailability,
  deleteMyAvailability,
  getMyReservationSettings,
  updateMyReservationSettings,
  getMyOpening,
  scheduleMyOpening,
  cancelMyOpening,
});
