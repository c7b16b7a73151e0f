import {
  availability,
  availabilityInput,
  availabilityList,
  availabilityParams,
  deletedAvailability,
} from '../contracts/availability.ts';
import { defineRoute } from '../route-types.ts';

/** The artist's availabilities (`/app/availabilities`): recurring rules and one-time dates. */
export const availabilityRoutes = {
  listMyAvailabilities: defineRoute({
    method: 'GET',
    path: '/me/availabilities',
    auth: 'artist',
    group: 'schedule',
    handler: 'functions/http/schedule/list-my-availabilities.ts',
    contract: { response: availabilityList },
  }),
  createMyAvailability: defineRoute({
    method: 'POST',
    path: '/me/availabilities',
    auth: 'artist',
    group: 'schedule',
    handler: 'functions/http/schedule/create-my-availability.ts',
    contract: { body: availabilityInput, response: availability },
    status: 201,
  }),
  updateMyAvailability: defineRoute({
    method: 'PUT',
    path: '/me/availabilities/{availabilityId}',
    auth: 'artist',
    group: 'schedule',
    handler: 'functions/http/schedule/update-my-availability.ts',
    contract: { params: availabilityParams, body: availabilityInput, response: availability },
  }),
  deleteMyAvailability: defineRoute({
    method: 'DELETE',
    path: '/me/availabilities/{availabilityId}',
    auth: 'artist',
    group: 'schedule',
    handler: 'functions/http/schedule/delete-my-availability.ts',
    contract: { params: availabilityParams, response: deletedAvailability },
  }),
} as const;
