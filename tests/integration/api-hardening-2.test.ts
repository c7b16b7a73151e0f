import { hardenRoutes } from '#tests/support/api-hardening.ts';

/** A quarter of the routes (every fourth of the route table, from the second): see hardenRoutes. */
hardenRoutes(1, 4);
