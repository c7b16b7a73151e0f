import { hardenRoutes } from '#tests/support/api-hardening.ts';

/** A quarter of the routes (every fourth of the route table, from the fourth): see hardenRoutes. */
hardenRoutes(3, 4);
