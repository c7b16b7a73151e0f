import { describe, expect, it } from 'vitest';
import { inlinePathReads } from './inline-paths-plugin.ts';

const id = '/repo/web/src/features/bookings/api/get-booking.ts';
const modules: Record<string, Record<string, unknown>> = {
  '/repo/shared/api/endpoints/bookings.ts': {
    getMyBooking: { method: 'GET', path: '/me/bookings/{bookingId}', auth: 'artist', group: 'bookings' },
  },
  '/repo/web/src/app/paths.ts': {
    appPaths: {
      bookings: '/app/bookings',
      booking: '/app/bookings/:id',
      messages: '/app/messages/:conversationId?',
    },
    artistPaths: { flash: '/:pseudo/flashs/:id', form: '/:pseudo/form/:type?' },
    pathTo: () => '',
  },
};
const load = async (file: string) => {
  const module = modules[file];
  if (!module) throw new Error(`no module ${file}`);
  return module;
};
const endpoints = "import * as bookingsEndpoints from '../../../../../shared/api/endpoints/bookings.ts';";
const paths = "import { appPaths, artistPaths, pathTo } from '../../../app/paths.ts';";

/** Each case: the lines of a module, then the lines the rewrite makes of them. */
const cases: [string, string[], string[]][] = [
  [
    'writes an endpoint path read as the path and drops the namespace import',
    [endpoints, 'get(apiPath(bookingsEndpoints.getMyBooking.path, { bookingId: id }));'],
    ['', 'get(apiPath("/me/bookings/{bookingId}", { bookingId: id }));'],
  ],
  [
    'writes app paths as strings and keeps the names still read (pathTo)',
    [
      paths,
      'const list = appPaths.bookings;',
      'const one = pathTo(appPaths.booking, { id: ids[0] });',
      'const length = appPaths.bookings.length;',
    ],
    [
      "import { pathTo } from '../../../app/paths.ts';",
      'const list = "/app/bookings";',
      'const one = pathTo("/app/bookings/:id", { id: ids[0] });',
      'const length = "/app/bookings".length;',
    ],
  ],
  [
    'keeps a namespace read otherwise (the whole table), and leaves other modules alone',
    [
      endpoints,
      "import { appPaths } from '../../../lib/elsewhere.ts';",
      'send(bookingsEndpoints, bookingsEndpoints.getMyBooking.path, appPaths.bookings);',
    ],
    [
      endpoints,
      "import { appPaths } from '../../../lib/elsewhere.ts';",
      'send(bookingsEndpoints, "/me/bookings/{bookingId}", appPaths.bookings);',
    ],
  ],
  [
    'writes a pathTo of plain names and strings as the template literal it fills, encoding each value',
    [
      paths,
      'a(pathTo(artistPaths.flash, { pseudo, id: flash.flashId }));',
      "b(pathTo(artistPaths.form, { pseudo: artist.pseudo, type: 'flash' }));",
      'c(pathTo(artistPaths.form, { pseudo }));',
      "d(pathTo(appPaths.messages, { conversationId: 'a b' }));",
    ],
    [
      '',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the code the rewrite writes
      'a(`/${encodeURIComponent(pseudo)}/flashs/${encodeURIComponent(flash.flashId)}`);',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the code the rewrite writes
      'b(`/${encodeURIComponent(artist.pseudo)}/form/flash`);',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the code the rewrite writes
      'c(`/${encodeURIComponent(pseudo)}/form`);',
      'd(`/app/messages/a%20b`);',
    ],
  ],
  [
    'leaves a pathTo whose optional value may be missing, or whose value is no plain name',
    [
      paths,
      'a(pathTo(appPaths.messages, { conversationId: selected }));',
      'b(pathTo(appPaths.booking, { id: ids[0] as string }));',
      'c(pathTo(appPaths.booking, {} as { id: string }));',
    ],
    [
      "import { pathTo } from '../../../app/paths.ts';",
      'a(pathTo("/app/messages/:conversationId?", { conversationId: selected }));',
      'b(pathTo("/app/bookings/:id", { id: ids[0] as string }));',
      'c(pathTo("/app/bookings/:id", {} as { id: string }));',
    ],
  ],
];

describe('inlinePathReads', () => {
  it.each(cases)('%s', async (_name, before, after) => {
    expect(await inlinePathReads(before.join('\n'), id, load)).toBe(after.join('\n'));
  });

  it('follows the resolver it is given (the #shared/... aliases)', async () => {
    const aliased = "import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';";
    const resolveFile = async (specifier: string) => specifier.replace(/^#/, '/repo/');
    const code = `${aliased}\nget(bookingsEndpoints.getMyBooking.path);`;
    expect(await inlinePathReads(code, id, load, resolveFile)).toBe('\nget("/me/bookings/{bookingId}");');
  });

  it('refuses a read of a route the module does not have', async () => {
    const code = `${endpoints}\nget(bookingsEndpoints.getMyBookng.path);`;
    await expect(inlinePathReads(code, id, load)).rejects.toThrow(
      /has no bookingsEndpoints\.getMyBookng\.path/,
    );
  });
});
