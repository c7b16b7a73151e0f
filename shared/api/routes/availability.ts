import {
  availability,
  availabilityInput,
  availabilityList,
  availabilityParams,
  deletedAvailability,
} from '#shared/api/contracts/availability.ts';
import * as endpoints from '#shared/api/endpoints/availability.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/** The artist's availabilities (`/app/availabilities`): recurring rules and one-time dates. */
export const availabilityRoutes = defineRoutes(endpoints, {
  listMyAvailabilities: {
    handler: 'functions/http/schedule/list-my-availabilities.ts',
    contract: { response: availabilityList },
  },
  createMyAvailability: {
    handler: 'functions/http/schedule/create-my-availability.ts',
    contract: { body: availabilityInput, response: availability },
    status: 201,
  },
  updateMyAvailability: {
    handler: 'functions/http/schedule/update-my-availability.ts',
    contract: { params: availabilityParams, body: availabilityInput, response: availability },
  },
  deleteMyAvailability: {
    handler: 'functions/http/schedule/delete-my-availability.ts',
    contract: { params: availabilityParams, response: deletedAvailability },
  },
});
