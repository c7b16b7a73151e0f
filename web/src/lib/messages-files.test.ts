import { describe, expect, it } from 'vitest';
import { parityDefects } from '#shared/i18n/parity.ts';
import { MESSAGES_FILES } from './message-catalogues.ts';

/**
 * Every `messages.ts` of the SPA (ADR 0074): its words in fr, en and es, the same keys and
 * placeholders in each (TypeScript's `defineMessages` says it too, for the files it checks).
 */
describe('the messages files', () => {
  const files = Object.entries(MESSAGES_FILES);

  it('are found beside the features, the components and the app shell', () => {
    const paths = files.map(([path]) => path);
    expect(paths).toContain('../features/requests/messages.ts');
    expect(paths).toContain('../components/ui/messages.ts');
    expect(paths).toContain('../app/messages.ts');
    expect(files.length).toBeGreaterThan(25);
  });

  it.each(files)('%s says the same things in fr, en and es', (_path, file) => {
    const exported = Object.keys(file).filter((name) => name !== 'messages' && name !== 'lazyMessages');
    expect(exported, 'a messages file exports `messages` and/or `lazyMessages` only').toEqual([]);
    expect(file.messages ?? file.lazyMessages).toBeDefined();
    for (const catalogues of [file.messages, file.lazyMessages]) {
      if (catalogues) expect(parityDefects(catalogues)).toEqual([]);
    }
  });
});
