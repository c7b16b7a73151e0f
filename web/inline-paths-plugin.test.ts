import { describe, expect, it } from 'vitest';
import { inlinePathReads } from './inline-paths-plugin.ts';

const id = '/repo/web/src/features/bookings/api/get-booking.ts';
const modules: Record<string, Record<string, unknown>> = {
  '/repo/shared/api/endpoints/bookings.ts': {
    getMyBooking: { method: 'GET', path: '/me/bookings/{bookingId}', auth: 'artist', group: 'bookings' },
  },
  '/repo/web/src/app/paths.ts': {
    appPaths: { bookings: '/app/bookings', booking: '/app/bookings/:id' },
    pathTo: () => '',
  },
};
const load = async (file: string) => {
  const module = modules[file];
  if (!module) throw new Error(`no module ${file}`);
  return module;
};

describe('inlinePathReads', () => {
  it('writes an endpoint path read as the path and drops the namespace import', async () => {
    const code = [
      "import * as bookingsEndpoints from '../../../../../shared/api/endpoints/bookings.ts';",
      "import { api } from '../../../lib/api.ts';",
      'export const get = (id) => api.get(apiPath(bookingsEndpoints.getMyBooking.path, { bookingId: id }));',
    ].join('\n');
    expect(await inlinePathReads(code, id, load)).toBe(
      [
        '',
        "import { api } from '../../../lib/api.ts';",
        'export const get = (id) => api.get(apiPath("/me/bookings/{bookingId}", { bookingId: id }));',
      ].join('\n'),
    );
  });

  it('writes app paths as strings and keeps the names still read (pathTo)', async () => {
    const code = [
      "import { appPaths, pathTo } from '../../../app/paths.ts';",
      'const list = appPaths.bookings;',
      'const one = pathTo(appPaths.booking, { id });',
      'const length = appPaths.bookings.length;',
    ].join('\n');
    expect(await inlinePathReads(code, id, load)).toBe(
      [
        "import { pathTo } from '../../../app/paths.ts';",
        'const list = "/app/bookings";',
        'const one = pathTo("/app/bookings/:id", { id });',
        'const length = "/app/bookings".length;',
      ].join('\n'),
    );
  });

  it('keeps a namespace read otherwise (the whole table), and leaves other modules alone', async () => {
    const code = [
      "import * as bookingsEndpoints from '../../../../../shared/api/endpoints/bookings.ts';",
      "import { appPaths } from '../../../lib/elsewhere.ts';",
      'send(bookingsEndpoints, bookingsEndpoints.getMyBooking.path, appPaths.bookings);',
    ].join('\n');
    expect(await inlinePathReads(code, id, load)).toBe(
      [
        "import * as bookingsEndpoints from '../../../../../shared/api/endpoints/bookings.ts';",
        "import { appPaths } from '../../../lib/elsewhere.ts';",
        'send(bookingsEndpoints, "/me/bookings/{bookingId}", appPaths.bookings);',
      ].join('\n'),
    );
  });

  it('refuses a read of a route the module does not have', async () => {
    const code = [
      "import * as bookingsEndpoints from '../../../../../shared/api/endpoints/bookings.ts';",
      'get(bookingsEndpoints.getMyBookng.path);',
    ].join('\n');
    await expect(inlinePathReads(code, id, load)).rejects.toThrow(
      /has no bookingsEndpoints\.getMyBookng\.path/,
    );
  });
});
